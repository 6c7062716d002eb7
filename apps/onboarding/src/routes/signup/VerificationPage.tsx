import {
  ApiError,
  sendVerificationCode,
  useMutation,
  useUserProfile,
  verifyAuthAttribute,
} from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { codeSentChip, maskPhone, verificationOutcome } from '@cairn/domain';
import {
  Button,
  Card,
  Icon,
  Inline,
  LoadState,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  type VerificationCodeStatus,
  VerificationCodeStep,
} from '@cairn/ui';
import { Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ContinueButton, StepActions } from '../../shared/forms/ContinueButton';
import { useStep } from '../../shared/step';
import { Email } from '../../shared/summary/Email';
import { verificationTexts as texts } from './copy';

type Attribute = 'phone_number' | 'email';

/** The page while the profile loads: its title, the line under it, the label and the boxes. */
const CODE_SKELETON = (title: string) => (
  <Stack space="32">
    <PageHeader size="lg" title={title} description={<Skeleton width="60%" height="1rem" />} />
    <Card padding="24">
      <Stack space="8">
        <Skeleton width="30%" height="1rem" />
        <Skeleton shape="rect" width="100%" height="3.5rem" />
      </Stack>
    </Card>
  </Stack>
);

/**
 * A refusal of the code the spec words (doc 1 §8: a 4xx with a code other than USER_CORRECTABLE),
 * else `null` for the one error policy.
 */
function codeRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const code = error.body?.code;
  if (code === undefined || code === 'USER_CORRECTABLE') return null;
  const outcome = verificationOutcome(code);
  return outcome.kind === 'failure' ? outcome.message : null;
}

/**
 * /onboarding/confirm-mobile and /onboarding/confirm-email (doc 1 §2.6, §4, §8): the 6-digit code,
 * submitted once complete and then cleared. INVALID_CODE, TOO_MANY_REQUESTS and UNKNOWN_ERROR keep
 * the user here, focus in the field, with their chip (INVALID_CODE also turns the boxes red until
 * the next digit or a resend); success moves on. Resend sends a new code ('Code sent. Please check
 * your phone' / 'Email sent. Please check your inbox') and is locked for 10 s after each press.
 */
export function VerificationPage({ attribute }: { attribute: Attribute }) {
  const { next } = useStep();
  const profile = useUserProfile();
  const [status, setStatus] = useState<VerificationCodeStatus | null>(null);
  const sentToId = useId();
  const chips = useRef(0);
  const phone = attribute === 'phone_number';
  const title = phone ? texts.confirmMobileTitle : texts.confirmEmailTitle;
  usePageTitle(title);

  const show = (message: string, tone: 'success' | 'danger', invalidCode = false) => {
    chips.current += 1;
    setStatus({ message, tone, id: chips.current, invalidCode });
  };

  const verify = useMutation(verifyAuthAttribute, {
    onSuccess: ({ result }) => {
      const outcome = verificationOutcome(result);
      if (outcome.kind === 'success') next();
      else show(outcome.message, 'danger', outcome.invalidCode);
    },
    onError: (error) => {
      const message = codeRefusal(error);
      if (message !== null) show(message, 'danger');
      return message !== null;
    },
  });
  const resend = useMutation(sendVerificationCode, {
    onSuccess: () => show(codeSentChip(attribute, true), 'success'),
    // The demo account's 418 is the policy's to word; any other failure is the chip's.
    onError: (error) => {
      show(codeSentChip(attribute, false), 'danger');
      return !(error instanceof ApiError && error.status === 418);
    },
  });

  return (
    <LoadState read={profile} loading={CODE_SKELETON(title)}>
      {({ user, cognito_user }) => {
        const verified = phone ? cognito_user.phone_number_verified : cognito_user.email_verified;
        if (verified) {
          return (
            <Stack space="32">
              <PageHeader size="lg" title={title} />
              <Text>{texts.alreadyVerified}</Text>
              <ContinueButton onPress={() => next()} />
            </Stack>
          );
        }
        return (
          <Stack space="32">
            {/* Where the code went, under the title: it also describes the field. */}
            <PageHeader
              size="lg"
              title={title}
              description={
                <span id={sentToId}>
                  {phone ? (
                    texts.confirmMobile(maskPhone(user.phone_number))
                  ) : (
                    <>
                      {texts.confirmEmailTo} <Email address={user.email} end="." keepWhole />
                    </>
                  )}
                </span>
              }
            />
            <Card padding="24">
              <VerificationCodeStep
                aria-describedby={sentToId}
                autoFocus
                isReadOnly={verify.isPending}
                onComplete={(complete) => void verify.trigger({ attribute, code: complete })}
                onResend={() => void resend.trigger({ attribute })}
                status={status}
                onStatusHidden={() => setStatus(null)}
                prompt={
                  phone ? (
                    texts.noCode
                  ) : (
                    // The row of confirm-mobile and 2FA, the spam tip (doc 1 §2.6) behind an info button.
                    <Inline space="4" alignY="center">
                      {texts.noCode}
                      <Tooltip content={texts.spamTooltip}>
                        <Button variant="ghost" size="sm" aria-label={texts.spamTipLabel}>
                          <Icon icon={Info} size="sm" />
                        </Button>
                      </Tooltip>
                    </Inline>
                  )
                }
              />
            </Card>
            {/* The code checks itself at its sixth digit (doc 1 §4): no Verify; its place says so. */}
            <StepActions>
              <Text size="sm" tone="muted">
                {texts.checkedAsTyped}
              </Text>
            </StepActions>
          </Stack>
        );
      }}
    </LoadState>
  );
}

/** /onboarding/confirm-mobile (doc 1 §2.2 PHONE_VERIFICATION). */
export const ConfirmMobilePage = () => <VerificationPage attribute="phone_number" />;

/** /onboarding/confirm-email (doc 1 §2.2 EMAIL_VERIFICATION). */
export const ConfirmEmailPage = () => <VerificationPage attribute="email" />;
