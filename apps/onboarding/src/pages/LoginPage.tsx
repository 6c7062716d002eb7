import { signInWithPassword } from '@cairn/api-client';
import { ONBOARDING_PAGES, signInSchema } from '@cairn/domain';
import { Banner, Button, Link, PasswordField, TextField } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { fieldErrorProps } from '../forms/fieldProps';
import * as layout from '../layout.css';
import { useGo } from '../session/navigation';
import { PageHeading, PublicLayout } from '../shell/PublicLayout';
import { loginTexts } from '../texts';

type Schema = typeof signInSchema;

/**
 * /login (doc 1 §2.1, §4): email and password; an SMS challenge goes to /2fa. A token starts the
 * session, and the public area's guard sends the user straight to the page of their location
 * (`destinationAfterSignIn`). Forgot Password and Sign Up links.
 */
export function LoginPage() {
  const go = useGo();
  const search = useSearch();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const outcome = await signInWithPassword(values);
    if (outcome.kind === 'challenge') go(`/2fa${search ? `?${search}` : ''}`);
    else if (outcome.kind === 'failed') setError(outcome.message);
  });

  return (
    <PublicLayout title={loginTexts.title}>
      <PageHeading title={loginTexts.title} intro={loginTexts.intro} />
      {error ? <Banner tone="danger" title={error} /> : null}
      <form className={layout.form} noValidate onSubmit={submit}>
        <Controller
          control={form.control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={loginTexts.email}
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
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={loginTexts.password}
              autoComplete="current-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldErrorProps(fieldState)}
            />
          )}
        />
        <div className={layout.actionsStart}>
          <Link href="/forgot-password">{loginTexts.forgotPassword}</Link>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {loginTexts.submit}
          </Button>
        </div>
      </form>
      <p className={layout.text}>
        {loginTexts.noAccount} <Link href={ONBOARDING_PAGES.selfIdentification}>{loginTexts.signUp}</Link>
      </p>
    </PublicLayout>
  );
}
