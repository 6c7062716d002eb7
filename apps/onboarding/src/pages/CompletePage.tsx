import { useUserProfile } from '@cairn/api-client';
import { congratulationName, ONBOARDING_PAGES } from '@cairn/domain';
import { LinkButton } from '@cairn/ui';
import { Loaded } from '../features/Loaded';
import * as layout from '../layout.css';
import { usePageTitle } from '../shell/PageTitle';
import { PageHeading } from '../shell/PublicLayout';
import { completeTexts as texts } from '../texts';

/**
 * /onboarding/complete (doc 1 §2.6; only at DASHBOARD): congratulations naming the institution's
 * dba name (else its entity name) for an INSTITUTION_ADMIN, otherwise the person's full name; account
 * opening may take up to 5 business days with limited functions until identity verification
 * completes; a button to /dashboard (the customer app, a full page load).
 */
export function CompletePage() {
  const profile = useUserProfile();
  usePageTitle(profile.data ? texts.title(congratulationName(profile.data)) : 'Complete');
  return (
    <Loaded read={profile}>
      {(data) => (
        <>
          <PageHeading title={texts.title(congratulationName(data))} intro={texts.body} />
          <div className={layout.actions}>
            <LinkButton href={ONBOARDING_PAGES.dashboard}>{texts.dashboard}</LinkButton>
          </div>
        </>
      )}
    </Loaded>
  );
}
