import {
  ApiError,
  handleMutationError,
  sendVerificationCode,
  useUserProfile,
  verifyAuthAttribute,
} from '@cairn/api-client';
import { codeSentChip, maskPhone, verificationOutcome } from '@cairn/domain';
import { Button, Tooltip, type VerificationCodeStatus, VerificationCodeStep } from '@cairn/ui';
import { useRef, useState } from 'react';
import * as layout from '../../layout.css';
import { usePageTitle } from '../../shell/PageTitle';
import { PageHeading } from '../../shell/PublicLayout';
import { common, verificationTexts as texts } from '../../texts';
import { Loaded } from '../Loaded';
import { useStep } from '../step';

type Attribute = 'phone_number' | 'email';

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
  const [verifying, setVerifying] = useState(false);
  const chips = useRef(0);
  const phone = attribute === 'phone_number';
  const title = phone ? texts.confirmMobileTitle : texts.confirmEmailTitle;
  usePageTitle(title);

  const show = (message: string, tone: 'success' | 'danger', invalidCode = false) => {
    chips.current += 1;
    setStatus({ message, tone, id: chips.current, invalidCode });
  };

  const verify = async (code: string) => {
    setVerifying(true);
    try {
      const { result } = await verifyAuthAttribute({ attribute, code });
      const outcome = verificationOutcome(result);
      if (outcome.kind === 'success') {
        next();
        return;
      }
      show(outcome.message, 'danger', outcome.invalidCode);
    } catch (error) {
      const code = error instanceof ApiError ? error.body?.code : undefined;
      if (
        code !== undefined &&
        code !== 'USER_CORRECTABLE' &&
        error instanceof ApiError &&
        error.status < 500
      ) {
        const outcome = verificationOutcome(code);
        if (outcome.kind === 'failure') show(outcome.message, 'danger');
      } else {
        handleMutationError(error);
      }
    }
    setVerifying(false);
  };

  const resend = async () => {
    try {
      await sendVerificationCode({ attribute });
      show(codeSentChip(attribute, true), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 418) handleMutationError(error);
      show(codeSentChip(attribute, false), 'danger');
    }
  };

  return (
    <>
      <PageHeading title={title} takeFocus={false} />
      <Loaded read={profile}>
        {({ user, cognito_user }) => {
          const verified = phone ? cognito_user.phone_number_verified : cognito_user.email_verified;
          if (verified) {
            return (
              <>
                <p className={layout.text}>{texts.alreadyVerified}</p>
                <div className={layout.actions}>
                  <Button onPress={() => next()}>{common.continue}</Button>
                </div>
              </>
            );
          }
          return (
            <>
              <VerificationCodeStep
                description={
                  phone ? texts.confirmMobile(maskPhone(user.phone_number)) : texts.confirmEmail(user.email)
                }
                autoFocus
                isReadOnly={verifying}
                onComplete={(code) => void verify(code)}
                onResend={() => void resend()}
                status={status}
                onStatusHidden={() => setStatus(null)}
              />
              {phone ? null : (
                <div>
                  <Tooltip content={texts.spamTooltip}>
                    <Button variant="ghost" size="sm">
                      {texts.spamHint}
                    </Button>
                  </Tooltip>
                </div>
              )}
            </>
          );
        }}
      </Loaded>
    </>
  );
}
