import { signInWithPassword } from '@cairn/api-client';
import { useGo, usePageTitle, useSessionEndNotice } from '@cairn/app-shell';
import { routePath, signInSchema } from '@cairn/domain';
import { Banner, FormPasswordField, FormTextField, Link, Stack, useSchemaForm } from '@cairn/ui';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { loginTexts as texts } from './copy';
import { SignInFormCard } from './SignInFormCard';

type Schema = typeof signInSchema;

/**
 * /login (doc 1 §2.1, §4): email and password; an SMS challenge goes to /2fa. A token starts the
 * session, and the public area's guard sends the user straight to the page of their location
 * (`destinationAfterSignIn`). Forgot Password beside the action; Sign Up in the header.
 */
export function LoginPage() {
  usePageTitle(texts.title);
  const go = useGo();
  const search = useSearch();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Why the last session ended ('Your session expired due to inactivity.'), until dismissed; its
  // toast already announced it, so the banner is not a live region again.
  const ended = useSessionEndNotice();
  const form = useSchemaForm(signInSchema, {
    defaultValues: { email: '', password: '' },
  });

  const signIn = async (values: z.output<Schema>) => {
    setRefusal(null);
    const outcome = await signInWithPassword(values);
    if (outcome.kind === 'challenge') go(`${routePath('two-factor')}${search ? `?${search}` : ''}`);
    else if (outcome.kind === 'failed') setRefusal(outcome.message);
  };

  return (
    <SignInFormCard
      title={texts.title}
      description={texts.intro}
      notice={
        refusal ? (
          <Banner tone="danger" title={refusal} />
        ) : ended.notice ? (
          <Banner tone="info" title={ended.notice} role="none" onDismiss={ended.dismiss} />
        ) : null
      }
      form={form}
      onSubmit={signIn}
      aside={
        <Link href={routePath('forgot-password')} variant="standalone">
          {texts.forgotPassword}
        </Link>
      }
      submit={{ label: texts.submit, isPending: form.formState.isSubmitting }}
    >
      <Stack space="16">
        <FormTextField name="email" label={texts.email} type="email" autoComplete="username" />
        <FormPasswordField name="password" label={texts.password} autoComplete="current-password" />
      </Stack>
    </SignInFormCard>
  );
}
