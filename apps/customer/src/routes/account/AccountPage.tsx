import { type UserProfile, useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { Banner, Button, LoadState, Stack } from '@cairn/ui';
import { useCallback, useState } from 'react';
import { AccountCard } from './AccountCard';
import { ACCOUNT_VIEW_NONE, type AccountViewEvent, accountView } from './accountView';
import { BeneficiariesSection } from './BeneficiariesSection';
import { deactivationTexts, accountTexts as t } from './copy';
import { DeactivationWizard } from './DeactivationWizard';
import { ExclusionsSection } from './ExclusionsSection';
import { AccountHeader } from './headers';
import { MobileNumberSection } from './MobileNumberSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';

/**
 * /account (doc 2 §2 "Account"): client information and the mobile number for every status; for
 * ACTIVE accounts also the asset exclusions, the financial information and preferences, the
 * beneficiaries and the deactivation.
 */
export function AccountPage() {
  usePageTitle(t.title);
  const profile = useUserProfile();
  return (
    <Stack space="24">
      <AccountHeader />
      <LoadState read={profile}>{(data) => <AccountSections profile={data} />}</LoadState>
    </Stack>
  );
}

function AccountSections({ profile }: { profile: UserProfile }) {
  const [view, setView] = useState(ACCOUNT_VIEW_NONE);
  const dispatch = useCallback(
    (event: AccountViewEvent) => setView((current) => accountView(current, event)),
    [],
  );
  const [deactivating, setDeactivating] = useState(false);
  const closeWizard = useCallback(() => setDeactivating(false), []);
  const active = profile.user.status === 'ACTIVE';
  // The measure (issue 30): a 560 px form and short fact rows gain nothing from a wider card; the
  // cards keep the column's 1280 px width (976 px) at every window, on the title's edge.
  return (
    <Stack space="24" measure>
      {/* Says why the menu lost My Portfolio, Performance and Marketplace, and what stays. */}
      {active ? null : <Banner title={t.inactiveTitle}>{t.inactiveBody}</Banner>}
      <ProfileSection profile={profile} />
      <MobileNumberSection profile={profile} />
      {active ? (
        <>
          <ExclusionsSection view={view} dispatch={dispatch} />
          <PreferencesSection profile={profile} view={view} dispatch={dispatch} />
          <BeneficiariesSection />
          <AccountCard
            title={t.deactivation}
            description={t.deactivationIntro}
            actions={
              <Button variant="secondary" tone="danger" onPress={() => setDeactivating(true)}>
                {deactivationTexts.start}
              </Button>
            }
          />
        </>
      ) : null}
      {deactivating ? (
        <DeactivationWizard
          profile={profile}
          showWithdrawalSuccess={view.view === 'WITHDRAWAL_SUCCESS'}
          onWithdrawalSent={() => dispatch({ type: 'WITHDRAWAL_SENT' })}
          onSuccessDone={() => dispatch({ type: 'CLOSE' })}
          onClose={closeWizard}
        />
      ) : null}
    </Stack>
  );
}
