import {
  completeTwoFactor,
  currentChallenge,
  resendTwoFactorCode,
  type TwoFactorChallenge,
} from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import { type CodeDelivery, ONBOARDING_PAGES } from '@cairn/domain';
import { Card, Inline, Link, PageHeader, Text, useToaster, VerificationCodeStep } from '@cairn/ui';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { nowrap } from '../../shared/shell/shell.css';
import { twoFactorTexts as texts } from './copy';

/**
 * /2fa (doc 1 §4, §8): the 6-digit code of the sign-in's SMS challenge, submitted once complete.
 * A right code starts the session and the public area's guard sends the user straight to the page
 * of their location. A wrong one leaves the focus in the field with its message. 'Resend code' and
 * 'Resend as email' (which switches delivery to email) share a 10 s lock and clear the message.
 * Without a challenge in this tab (a reload: its password is in memory only) it goes to /login.
 */
export function TwoFactorPage() {
  usePageTitle(texts.title);
  const go = useGo();
  const { toast } = useToaster();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(() => currentChallenge());
  const [refusal, setRefusal] = useState<string | null>(null);
  const sentToId = useId();
  // The sign-in steps answer outcomes, not errors: React's transition holds the field while one runs.
  const [verifying, startVerifying] = useTransition();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (challenge === null) go(ONBOARDING_PAGES.login, { replace: true });
  }, [challenge, go]);
  if (challenge === null) return null;

  const verify = (code: string) =>
    startVerifying(async () => {
      setRefusal(null);
      const outcome = await completeTwoFactor(code);
      if (outcome.kind === 'failed') setRefusal(outcome.message);
    });

  // The step locks both links for 10 s and puts the focus back where the new code is typed.
  const resend = async (delivery: CodeDelivery) => {
    setRefusal(null);
    const outcome = await resendTwoFactorCode(delivery);
    toast({ tone: outcome.ok ? 'success' : 'danger', message: outcome.message });
    if (outcome.challenge) setChallenge(outcome.challenge);
  };

  return (
    <Card padding="32" space="24">
      {/* Where the code went, under the title: it also describes the field. */}
      <PageHeader
        size="lg"
        title={texts.title}
        description={
          <span id={sentToId}>
            {texts.sentTo(challenge.delivery)} <span className={nowrap}>{challenge.destination}</span>.
          </span>
        }
      />
      {/*
       * The kit's one code pattern: the boxes across the card, then one row, 'Did not get a code?'
       * with its two answers (sharing the 10 s lock). The code sends itself at its sixth digit
       * (doc 1 §4): no Verify button; the way back closes the card.
       */}
      <VerificationCodeStep
        aria-describedby={sentToId}
        autoFocus
        inputRef={codeInput}
        isReadOnly={verifying}
        isInvalid={refusal !== null}
        errorMessage={refusal}
        onChange={(code) => {
          if (code !== '') setRefusal(null);
        }}
        onComplete={verify}
        prompt={texts.noCode}
        onResend={() => void resend(challenge.delivery)}
        onResendAs={() => void resend('email')}
        messages={{ resend: texts.resend, resendLocked: texts.resendLocked, resendAs: texts.resendAsEmail }}
      />
      {/* The way back, and where a Verify button would be, why there is none. */}
      <Inline align="between">
        <Link href={ONBOARDING_PAGES.login} variant="standalone">
          {texts.backToLogin}
        </Link>
        <Text size="sm" tone="muted">
          {texts.checkedAsTyped}
        </Text>
      </Inline>
    </Card>
  );
}
