import { useUserProfile } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { dashboardGreeting, dashboardPageTexts } from '@cairn/domain';
import { PageHeader, Stack } from '@cairn/ui';
import { TransferMenu } from '../features/transfers/TransferMenu';

/** /dashboard (doc 2 §2 Dashboard). */
export function DashboardPage() {
  usePageTitle(dashboardPageTexts.title);
  const profile = useUserProfile().data;
  return (
    <Stack space="24">
      <PageHeader
        title={profile ? dashboardGreeting(profile) : dashboardPageTexts.title}
        description={dashboardPageTexts.description}
        primaryAction={<TransferMenu profileLoaded={profile !== undefined} kycStatus={profile?.kyc_status} />}
      />
    </Stack>
  );
}
