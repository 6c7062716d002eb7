import { MessageScreen } from '@cairn/ui';

/** /admin (doc 3 §2). The console arrives with the admin issue; this is the frame. */
export function AdminHomePage() {
  return (
    <MessageScreen
      title="Cairn Admin"
      message="Indices, models, waitlist access codes and crypto-withdrawal keys."
      actions={[{ label: 'Cairn Login', href: '/login', variant: 'secondary' }]}
    />
  );
}
