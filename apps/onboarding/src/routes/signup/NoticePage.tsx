import { useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { maskPhone } from '@cairn/domain';
import { Card, Icon, Inline, LoadState, PageHeader, Skeleton, Stack, Text } from '@cairn/ui';
import { Mail, Smartphone } from 'lucide-react';
import { ContinueButton } from '../../shared/forms/ContinueButton';
import { nowrap } from '../../shared/shell/shell.css';
import { useStep } from '../../shared/step';
import { verificationTexts as texts } from './copy';

/** The notice's card while the profile loads: the same two lines. */
const NOTICE_SKELETON = (
  <Card padding="24">
    <Stack space="8">
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton width="90%" height="1rem" />
    </Stack>
  </Card>
);

/**
 * /onboarding/phone-notice and /onboarding/email-notice (doc 1 §2.5): a 6-digit code has been sent
 * to the mobile number (masked to its last 4 digits) or the email; Continue goes to the code entry.
 */
export function NoticePage({ attribute }: { attribute: 'phone_number' | 'email' }) {
  const { next } = useStep();
  const profile = useUserProfile();
  const phone = attribute === 'phone_number';
  const title = phone ? texts.phoneNoticeTitle : texts.emailNoticeTitle;
  usePageTitle(title);
  return (
    <Stack space="32">
      <PageHeader
        size="lg"
        title={title}
        description={phone ? texts.phoneNoticeIntro : texts.emailNoticeIntro}
      />
      <LoadState read={profile} loading={NOTICE_SKELETON}>
        {({ user }) => (
          <Card padding="24">
            <Inline space="16" alignY="top" wrap={false}>
              <Text tone="info" as="span">
                <Icon icon={phone ? Smartphone : Mail} size="lg" />
              </Text>
              <Stack space="8">
                <Text>
                  {phone ? texts.phoneNotice : texts.emailNotice}{' '}
                  <strong className={nowrap}>{phone ? maskPhone(user.phone_number) : user.email}</strong>.
                </Text>
                <Text tone="muted">{phone ? texts.phoneNoticeHelp : texts.emailNoticeHelp}</Text>
              </Stack>
            </Inline>
          </Card>
        )}
      </LoadState>
      <ContinueButton onPress={() => next()} />
    </Stack>
  );
}

/** /onboarding/phone-notice (doc 1 §2.2 PHONE_VERIFICATION). */
export const PhoneNoticePage = () => <NoticePage attribute="phone_number" />;

/** /onboarding/email-notice (doc 1 §2.2 EMAIL_VERIFICATION). */
export const EmailNoticePage = () => <NoticePage attribute="email" />;
