import {
  completeTwoFactor,
  currentChallenge,
  resendTwoFactorCode,
  type TwoFactorChallenge,
} from '@cairn/api-client';
import { type CodeDelivery, ONBOARDING_PAGES, RESEND_LOCK_MS } from '@cairn/domain';
import { Button, LinkButton, useResendLock, useToaster, VerificationCode } from '@cairn/ui';
import { useEffect, useRef, useState } from 'react';
import * as layout from '../layout.css';
import { useGo } from '../session/navigation';
import { PageHeading, PublicLayout } from '../shell/PublicLayout';
import { twoFactorTexts } from '../texts';

/**
 * /2fa (doc 1 §4, §8): the 6-digit code of the sign-in's SMS challenge, submitted once complete.
 * A right code starts the session and the public area's guard sends the user straight to the page
 * of their location. A wrong one leaves the focus in the field with its message. 'Resend code' and
 * 'Resend as email' (which switches delivery to email) share a 10 s lock and clear the message.
 * Without a challenge in this tab (a reload: its password is in memory only) it goes to /login.
 */
export function TwoFactorPage() {
  const go = useGo();
  const { toast } = useToaster();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(() => currentChallenge());
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const { isLocked, secondsLeft, lock } = useResendLock(RESEND_LOCK_MS);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (challenge === null) go(ONBOARDING_PAGES.login, { replace: true });
  }, [challenge, go]);
  if (challenge === null) return null;

  const verify = async (code: string) => {
    setVerifying(true);
    setError(null);
    const outcome = await completeTwoFactor(code);
    if (outcome.kind === 'signed-in') return;
    setVerifying(false);
    if (outcome.kind === 'failed') setError(outcome.message);
  };

  const resend = async (delivery: CodeDelivery) => {
    lock();
    setError(null);
    // The pressed button locks and cannot keep the focus: it goes where the new code is typed.
    codeInput.current?.focus();
    const outcome = await resendTwoFactorCode(delivery);
    toast({ tone: outcome.ok ? 'success' : 'danger', message: outcome.message });
    if (outcome.challenge) setChallenge(outcome.challenge);
  };

  return (
    <PublicLayout title={twoFactorTexts.title}>
      <PageHeading title={twoFactorTexts.title} takeFocus={false} />
      <VerificationCode
        description={twoFactorTexts.intro(challenge.destination, challenge.delivery)}
        autoFocus
        inputRef={codeInput}
        isReadOnly={verifying}
        isInvalid={error !== null}
        errorMessage={error}
        onChange={(code) => {
          if (code !== '') setError(null);
        }}
        onComplete={(code) => void verify(code)}
      />
      <div className={layout.actionsStart}>
        <div className={layout.headerActions}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isLocked}
            onPress={() => void resend(challenge.delivery)}
          >
            {twoFactorTexts.resend}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={isLocked} onPress={() => void resend('email')}>
            {twoFactorTexts.resendAsEmail}
          </Button>
        </div>
        <LinkButton href={ONBOARDING_PAGES.login} variant="ghost" size="sm">
          {twoFactorTexts.backToLogin}
        </LinkButton>
      </div>
      {isLocked ? <p className={layout.muted}>{twoFactorTexts.resendLocked(secondsLeft)}</p> : null}
    </PublicLayout>
  );
}
