import { MessageScreen } from '@cairn/ui';

/** /dashboard (doc 2 §2). The dashboard arrives with the customer app issue; this is the frame. */
export function DashboardPage() {
  return (
    <MessageScreen
      title="Dashboard"
      message="Your balance, holdings and performance will show here."
      actions={[{ label: 'Cairn Login', href: '/login', variant: 'secondary' }]}
    />
  );
}
