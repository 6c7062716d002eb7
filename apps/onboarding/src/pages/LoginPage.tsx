import { MessageScreen } from '@cairn/ui';

/** /login (doc 1 §2.1). The sign-in form arrives with the onboarding issue; this is the frame. */
export function LoginPage() {
  return (
    <MessageScreen
      title="Sign in to Cairn"
      message="Open and run an advisory account for crypto-asset portfolios."
      actions={[{ label: 'Sign Up', href: '/onboarding/self-identification' }]}
    />
  );
}
