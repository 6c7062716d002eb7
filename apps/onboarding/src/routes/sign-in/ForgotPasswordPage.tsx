import { confirmPasswordReset, requestPasswordReset, useMutation } from '@cairn/api-client';
import { useFocusOnStep, usePageTitle } from '@cairn/app-shell';
import {
  forgotPasswordSchema,
  normalizeCodeInput,
  ONBOARDING_PAGES,
  recoverySchema,
  recoverySuccessMessages,
} from '@cairn/domain';
import {
  Button,
  Card,
  FormPasswordField,
  FormTextField,
  Icon,
  Inline,
  Link,
  LinkButton,
  PageHeader,
  Stack,
  Text,
  useSchemaForm,
  useToaster,
} from '@cairn/ui';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PasswordChecklist } from '../../shared/forms/PasswordChecklist';
import { nowrap } from '../../shared/shell/shell.css';
import { forgotPasswordTexts as texts } from './copy';
import { SignInFormCard } from './SignInFormCard';

/** The forgot-password resend is debounced 2 s (doc 1 §9). */
const FORGOT_PASSWORD_RESEND_DEBOUNCE_MS = 2_000;

/** Back to /login, bottom left of each step, in line with the card's text. */
function BackToLogin() {
  return (
    <Link href={ONBOARDING_PAGES.login} variant="standalone">
      {texts.backToLogin}
    </Link>
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { toast } = useToaster();
  const send = useMutation(requestPasswordReset, {
    onSuccess: (_, { email }) => {
      toast({ tone: 'success', message: recoverySuccessMessages.emailSent });
      onSent(email);
    },
  });
  const form = useSchemaForm(forgotPasswordSchema, {
    defaultValues: { email: '' },
  });
  return (
    <SignInFormCard
      title={texts.title}
      description={texts.intro}
      form={form}
      onSubmit={async ({ email }) => {
        await send.trigger({ email: email.trim() });
      }}
      aside={<BackToLogin />}
      submit={{ label: texts.send, isPending: send.isPending }}
    >
      <FormTextField name="email" label={texts.email} type="email" autoComplete="username" />
    </SignInFormCard>
  );
}

/** 'Resend code', debounced 2 s (doc 1 §9): presses in quick succession send one email. */
function useDebouncedResend(email: string) {
  const { toast } = useToaster();
  const resend = useMutation(requestPasswordReset, {
    onSuccess: () => {
      toast({ tone: 'success', message: recoverySuccessMessages.emailSent });
    },
  });
  const { trigger } = resend;
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const press = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      void trigger({ email });
    }, FORGOT_PASSWORD_RESEND_DEBOUNCE_MS);
  };
  return { press, isPending: resend.isPending };
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const resend = useDebouncedResend(email);
  const reset = useMutation(confirmPasswordReset, { onSuccess: onDone });
  const [password, setPassword] = useState('');
  const form = useSchemaForm(recoverySchema, {
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  return (
    <SignInFormCard
      title={texts.resetTitle}
      description={
        <>
          {texts.resetIntro} <span className={nowrap}>{email}</span> {texts.resetIntroEnd}
        </>
      }
      form={form}
      onSubmit={async (values) => {
        await reset.trigger({ email, code: values.code, password: values.password });
      }}
      aside={<BackToLogin />}
      submit={{ label: texts.submit, isPending: reset.isPending }}
    >
      <Stack space="8">
        <FormTextField
          name="code"
          label={texts.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          normalize={normalizeCodeInput}
        />
        <Inline space="12">
          <Button variant="secondary" size="sm" isPending={resend.isPending} onPress={resend.press}>
            {texts.resend}
          </Button>
          <Text size="sm" tone="muted" as="span">
            {texts.resendHint}
          </Text>
        </Inline>
      </Stack>
      <FormPasswordField
        name="password"
        label={texts.password}
        autoComplete="new-password"
        description={<PasswordChecklist password={password} />}
        onChange={setPassword}
      />
      <FormPasswordField name="confirmPassword" label={texts.confirmPassword} autoComplete="new-password" />
    </SignInFormCard>
  );
}

function DoneStep() {
  return (
    <Card padding="32" space="24">
      <Inline space="12" alignY="center" wrap={false}>
        <Text tone="success" as="span">
          <Icon icon={CircleCheck} size="lg" />
        </Text>
        <PageHeader size="lg" title={recoverySuccessMessages.passwordReset} />
      </Inline>
      <Text tone="muted">{texts.done}</Text>
      <Inline align="end">
        <LinkButton href={ONBOARDING_PAGES.login}>{texts.backToLogin}</LinkButton>
      </Inline>
    </Card>
  );
}

type Step = { kind: 'request' } | { kind: 'reset'; email: string } | { kind: 'done' };

const TITLES = {
  request: texts.title,
  reset: texts.resetTitle,
  done: recoverySuccessMessages.passwordReset,
} as const satisfies Record<Step['kind'], string>;

/** /forgot-password (doc 1 §2.1, §4): email, then the code and a new password, then success. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ kind: 'request' });
  usePageTitle(TITLES[step.kind]);
  useFocusOnStep(step.kind);
  switch (step.kind) {
    case 'request':
      return <RequestStep onSent={(email) => setStep({ kind: 'reset', email })} />;
    case 'reset':
      return <ResetStep email={step.email} onDone={() => setStep({ kind: 'done' })} />;
    default:
      return <DoneStep />;
  }
}
