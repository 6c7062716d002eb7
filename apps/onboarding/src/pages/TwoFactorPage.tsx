import {
  completeTwoFactor,
  currentChallenge,
  resendTwoFactorCode,
  type TwoFactorChallenge,
} from '@cairn/api-client';
import { type CodeDelivery, ONBOARDING_PAGES, RESEND_LOCK_MS } from '@cairn/domain';
import { Button, LinkButton, useToaster, VerificationCode } from '@cairn/ui';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import * as layout from '../layout.css';
import { goAfterSignIn } from '../session/afterSignIn';
import { useGo } from '../session/navigation';
import { useLock } from '../session/useLock';
import { PageHeading, PublicLayout } from '../shell/PublicLayout';
import { twoFactorTexts } from '../texts';

/**
 * /2fa (doc 1 §4, §8): the 6-digit code of the sign-in's SMS challenge, submitted once complete.
 * 'Resend code' and 'Resend as email' (which switches delivery to email) share a 10 s lock.
 * Without a challenge in this tab (a reload: its password is in memory only) it goes to /login.
 */
export function TwoFactorPage() {
  const go = useGo();
  const search = useSearch();
  const { toast } = useToaster();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(() => currentChallenge());
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [lockSeconds, lock] = useLock(RESEND_LOCK_MS);

  useEffect(() => {
    if (challenge === null) go(ONBOARDING_PAGES.login, { replace: true });
  }, [challenge, go]);
  if (challenge === null) return null;

  const verify = async (code: string) => {
    setVerifying(true);
    setError(null);
    const outcome = await completeTwoFactor(code);
    if (outcome.kind === 'signed-in') {
      await goAfterSignIn(go, search);
      return;
    }
    setVerifying(false);
    if (outcome.kind === 'failed') setError(outcome.message);
  };

  const resend = async (delivery: CodeDelivery) => {
    lock();
    setError(null);
    const outcome = await resendTwoFactorCode(delivery);
    toast({ tone: outcome.ok ? 'success' : 'danger', message: outcome.message });
    if (outcome.ok && outcome.challenge === null) await goAfterSignIn(go, search);
    else if (outcome.challenge) setChallenge(outcome.challenge);
  };

  const locked = lockSeconds > 0;
  return (
    <PublicLayout title={twoFactorTexts.title}>
      <PageHeading title={twoFactorTexts.title} takeFocus={false} />
      <VerificationCode
        label={twoFactorTexts.code}
        description={twoFactorTexts.intro(challenge.destination, challenge.delivery)}
        autoFocus
        isDisabled={verifying}
        isInvalid={error !== null}
        {...(error === null ? {} : { errorMessage: error })}
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
            isDisabled={locked}
            onPress={() => void resend(challenge.delivery)}
          >
            {twoFactorTexts.resend}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={locked} onPress={() => void resend('email')}>
            {twoFactorTexts.resendAsEmail}
          </Button>
        </div>
        <LinkButton href={ONBOARDING_PAGES.login} variant="ghost" size="sm">
          {twoFactorTexts.backToLogin}
        </LinkButton>
      </div>
      {locked ? <p className={layout.muted}>{twoFactorTexts.resendLocked(lockSeconds)}</p> : null}
    </PublicLayout>
  );
}
