import { createWaitlistAccessCode, handleMutationError } from '@cairn/api-client';
import { waitlistSchema } from '@cairn/domain';
import { Button, CopyButton, TextField } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../features/form/fields';
import { adminTexts } from '../texts';
import { actions, lead, narrow, section, sectionTitle, title } from './page.css';

type Schema = typeof waitlistSchema;

/** The page's own words (doc 3 §2 names the page and the exchange: email in, access code out). */
const texts = {
  lead: 'Enter the email of a person on the waitlist to get the access code that lets them sign up.',
  email: 'Email',
  submit: 'Get Access Code',
  result: 'Access code',
  resultFor: (email: string) => `The access code of ${email}.`,
} as const;

/**
 * /admin/waitlist-settings (doc 3 §2): the Access Code page. An email goes in (doc 3 §5: 'Email is
 * required.', 'Must be an email.'), its waitlist access code comes out (the same code for the same
 * email), ready to copy.
 */
export function WaitlistSettingsPage() {
  const [issued, setIssued] = useState<{ email: string; code: string } | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(waitlistSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { access_code } = await createWaitlistAccessCode({ email });
      setIssued({ email, code: access_code });
    } catch (error) {
      handleMutationError(error);
    }
  });

  return (
    <>
      <h1 className={title}>{adminTexts.titles.waitlistSettings}</h1>
      <p className={lead}>{texts.lead}</p>
      <form noValidate onSubmit={submit} className={`${section} ${narrow}`}>
        <FormTextField control={form.control} name="email" label={texts.email} type="email" isRequired />
        <div className={actions}>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {texts.submit}
          </Button>
        </div>
      </form>
      <div role="status">
        {issued === null ? null : (
          <section aria-labelledby="access-code-title" className={`${section} ${narrow}`}>
            <h2 id="access-code-title" className={sectionTitle}>
              {texts.result}
            </h2>
            <p>{texts.resultFor(issued.email)}</p>
            <div className={actions}>
              <TextField label={texts.result} value={issued.code} isReadOnly />
              <CopyButton value={issued.code} what={texts.result.toLowerCase()} />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
