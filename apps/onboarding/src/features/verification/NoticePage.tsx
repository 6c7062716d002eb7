import { useUserProfile } from '@cairn/api-client';
import { maskPhone } from '@cairn/domain';
import { Button } from '@cairn/ui';
import * as layout from '../../layout.css';
import { usePageTitle } from '../../shell/PageTitle';
import { PageHeading } from '../../shell/PublicLayout';
import { common, verificationTexts as texts } from '../../texts';
import { Loaded } from '../Loaded';
import { useStep } from '../step';

/**
 * /onboarding/phone-notice and /onboarding/email-notice (doc 1 §2.5): a 6-digit code has been sent
 * to the mobile number (masked to its last 4 digits) or the email; Continue goes to the code entry.
 */
export function NoticePage({ attribute }: { attribute: 'phone_number' | 'email' }) {
  const { next } = useStep();
  const profile = useUserProfile();
  const title = attribute === 'phone_number' ? texts.phoneNoticeTitle : texts.emailNoticeTitle;
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <Loaded read={profile}>
        {({ user }) => (
          <div className={layout.card}>
            <p className={layout.text}>
              {attribute === 'phone_number'
                ? texts.phoneNotice(maskPhone(user.phone_number))
                : texts.emailNotice(user.email)}
            </p>
            <p className={layout.muted}>
              {attribute === 'phone_number' ? texts.phoneNoticeHelp : texts.emailNoticeHelp}
            </p>
          </div>
        )}
      </Loaded>
      <div className={layout.actions}>
        <Button onPress={() => next()}>{common.continue}</Button>
      </div>
    </>
  );
}
