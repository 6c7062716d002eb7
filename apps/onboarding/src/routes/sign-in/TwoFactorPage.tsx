import {
  completeTwoFactor,
  currentChallenge,
  resendTwoFactorCode,
  type TwoFactorChallenge,
} from '@cairn/api-client';
import { useGo, usePageTitle } from '@cairn/app-shell';
import { type CodeDelivery, ONBOARDING_PAGES, RESEND_LOCK_MS, VERIFICATION_CODE_LENGTH } from '@cairn/domain';
import {
  Button,
  Card,
  Inline,
  Link,
  PageHeader,
  Text,
  useResendLock,
  useToaster,
  VerificationCode,
} from '@cairn/ui';
import { useEffect, useRef, useState, useTransition } from 'react';
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
  // The digits typed so far: Verify waits for all 6 (the boxes clear once they are sent).
  const [digits, setDigits] = useState('');
  // The sign-in steps answer outcomes, not errors: React's transition holds the field while one runs.
  const [verifying, startVerifying] = useTransition();
  const { isLocked, secondsLeft, lock } = useResendLock(RESEND_LOCK_MS);
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

  const resend = async (delivery: CodeDelivery) => {
    lock();
    setRefusal(null);
    // The pressed button locks and cannot keep the focus: it goes where the new code is typed.
    codeInput.current?.focus();
    const outcome = await resendTwoFactorCode(delivery);
    toast({ tone: outcome.ok ? 'success' : 'danger', message: outcome.message });
    if (outcome.challenge) setChallenge(outcome.challenge);
  };

  return (
    <Card padding="32" space="24">
      <PageHeader size="md" title={texts.title} description={texts.intro} />
      <VerificationCode
        description={
          <>
            {texts.sentTo(challenge.delivery)} <span className={nowrap}>{challenge.destination}</span>.
          </>
        }
        autoFocus
        inputRef={codeInput}
        isReadOnly={verifying}
        isInvalid={refusal !== null}
        errorMessage={refusal}
        onChange={(code) => {
          setDigits(code);
          if (code !== '') setRefusal(null);
        }}
        onComplete={verify}
      />
      {/* One quiet help block under the code: the question, then its two answers as links. */}
      <div>
        <Text size="sm" tone="muted">
          {isLocked ? texts.resendLocked(secondsLeft) : texts.noCode}
        </Text>
        <Inline space="16" alignY="center">
          <Button
            variant="link"
            size="sm"
            isDisabled={isLocked}
            onPress={() => void resend(challenge.delivery)}
          >
            {texts.resend}
          </Button>
          <Button variant="link" size="sm" isDisabled={isLocked} onPress={() => void resend('email')}>
            {texts.resendAsEmail}
          </Button>
        </Inline>
      </div>
      {/*
       * The card's footer row: the way back at the left, Verify at the right. The code sends itself
       * at its sixth digit (doc 1 §4), so Verify says what it waits for, then shows the check.
       */}
      <Inline align="between">
        <Link href={ONBOARDING_PAGES.login} variant="standalone">
          {texts.backToLogin}
        </Link>
        <Button
          isDisabled={digits.length < VERIFICATION_CODE_LENGTH && !verifying}
          disabledReason={texts.verifyReason}
          isPending={verifying}
          onPress={() => verify(digits)}
        >
          {texts.verify}
        </Button>
      </Inline>
    </Card>
  );
}
