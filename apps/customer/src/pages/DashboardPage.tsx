import { MessageScreen, Stack } from '@cairn/ui';
import { TransferMenu } from '../features/transfers/TransferMenu';

/** /dashboard (doc 2 §2). The dashboard arrives with the customer app issue; this is the frame. */
export function DashboardPage() {
  return (
    <MessageScreen
      title="Dashboard"
      message={
        <Stack space="16" align="center">
          Your balance, holdings and performance will show here.
          <TransferMenu />
        </Stack>
      }
      actions={[{ label: 'Cairn Login', href: '/login', variant: 'secondary' }]}
    />
  );
}
