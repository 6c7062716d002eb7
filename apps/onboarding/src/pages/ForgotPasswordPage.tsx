import { confirmPasswordReset, handleMutationError, requestPasswordReset } from '@cairn/api-client';
import {
  FORGOT_PASSWORD_RESEND_DEBOUNCE_MS,
  forgotPasswordSchema,
  normalizeCodeInput,
  ONBOARDING_PAGES,
  recoverySchema,
  recoverySuccessMessages,
} from '@cairn/domain';
import { Banner, Button, LinkButton, PasswordField, TextField, useToaster } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorProps } from '../forms/fieldProps';
import { PasswordChecklist } from '../forms/PasswordChecklist';
import * as layout from '../layout.css';
import { PageHeading, PublicLayout } from '../shell/PublicLayout';
import { forgotPasswordTexts as texts } from '../texts';

type EmailSchema = typeof forgotPasswordSchema;
type RecoverySchema = typeof recoverySchema;

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { toast } = useToaster();
  const form = useForm<z.input<EmailSchema>, unknown, z.output<EmailSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email: email.trim() });
    } catch (error) {
      handleMutationError(error);
      return;
    }
    toast({ tone: 'success', message: recoverySuccessMessages.emailSent });
    onSent(email.trim());
  });
  return (
    <>
      <PageHeading title={texts.title} intro={texts.intro} />
      <form className={layout.form} noValidate onSubmit={submit}>
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={texts.email}
              type="email"
              autoComplete="username"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        <div className={layout.actionsStart}>
          <LinkButton href={ONBOARDING_PAGES.login} variant="ghost">
            {texts.backToLogin}
          </LinkButton>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {texts.send}
          </Button>
        </div>
      </form>
    </>
  );
}

/** 'Resend code', debounced 2 s (doc 1 §9): presses in quick succession send one email. */
function useDebouncedResend(email: string) {
  const { toast } = useToaster();
  const timer = useRef<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const press = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      timer.current = null;
      setWaiting(true);
      try {
        await requestPasswordReset({ email });
        toast({ tone: 'success', message: recoverySuccessMessages.emailSent });
      } catch (error) {
        handleMutationError(error);
      } finally {
        setWaiting(false);
      }
    }, FORGOT_PASSWORD_RESEND_DEBOUNCE_MS);
  };
  return { press, waiting };
}

function ResetStep({ email, onDone }: { email: string; onDone: () => void }) {
  const resend = useDebouncedResend(email);
  const form = useForm<z.input<RecoverySchema>, unknown, z.output<RecoverySchema>>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await confirmPasswordReset({ email, code: values.code, password: values.password });
    } catch (error) {
      handleMutationError(error);
      return;
    }
    onDone();
  });
  return (
    <>
      <PageHeading title={texts.resetTitle} intro={texts.resetIntro(email)} />
      <Banner tone="success" title={recoverySuccessMessages.emailSent} role="none" />
      <form className={layout.form} noValidate onSubmit={submit}>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <TextField
              label={texts.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={field.value}
              onChange={(text) => field.onChange(normalizeCodeInput(text))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        <div>
          <Button variant="secondary" size="sm" isPending={resend.waiting} onPress={resend.press}>
            {texts.resend}
          </Button>
        </div>
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={texts.password}
              autoComplete="new-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              description={<PasswordChecklist password={password} />}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="confirmPassword"
          render={({ field, fieldState }) => (
            <PasswordField
              label={texts.confirmPassword}
              autoComplete="new-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        <div className={layout.actions}>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </>
  );
}

type Step = { kind: 'request' } | { kind: 'reset'; email: string } | { kind: 'done' };

/** /forgot-password (doc 1 §2.1, §4): email, then the code and a new password, then success. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ kind: 'request' });
  const title =
    step.kind === 'request'
      ? texts.title
      : step.kind === 'reset'
        ? texts.resetTitle
        : recoverySuccessMessages.passwordReset;
  return (
    <PublicLayout title={title}>
      {step.kind === 'request' ? <RequestStep onSent={(email) => setStep({ kind: 'reset', email })} /> : null}
      {step.kind === 'reset' ? (
        <ResetStep email={step.email} onDone={() => setStep({ kind: 'done' })} />
      ) : null}
      {step.kind === 'done' ? (
        <>
          <PageHeading title={recoverySuccessMessages.passwordReset} intro={texts.done} />
          <div>
            <LinkButton href={ONBOARDING_PAGES.login}>{texts.backToLogin}</LinkButton>
          </div>
        </>
      ) : null}
    </PublicLayout>
  );
}
