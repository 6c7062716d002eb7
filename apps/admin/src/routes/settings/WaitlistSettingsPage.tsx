import { createWaitlistAccessCode, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { waitlistSchema } from '@cairn/domain';
import { Card, CopyButton, FormTextField, TextField, useSchemaForm } from '@cairn/ui';
import { useState } from 'react';
import * as styles from '../../shared/shell/cardPage.css';
import { FormCard } from '../../shared/shell/FormCard';
import { CardPage } from '../../shared/shell/pageFrames';
import { settingsTexts } from './copy';

const texts = settingsTexts.waitlist;

/**
 * /admin/waitlist-settings (doc 3 §2): the Access Code page. An email goes in (doc 3 §5: 'Email is
 * required.', 'Must be an email.'), its waitlist access code comes out (the same code for the same
 * email), ready to copy. The form's card, its submit at the card's footer, right (the console's
 * page frame); the result's card under it once there is a code, its header built as the form card's
 * (title, then the line naming the email), and the code in the kit's copyable value (a read-only
 * field in the code face with Copy attached, as the Keys page's key), named by the card's title
 * rather than repeating it as a visible label.
 */
export function WaitlistSettingsPage() {
  usePageTitle(settingsTexts.waitlistSettings.title);
  const [issued, setIssued] = useState<{ email: string; code: string } | null>(null);
  const request = useMutation(createWaitlistAccessCode);
  const form = useSchemaForm(waitlistSchema, {
    defaultValues: { email: '' },
  });

  return (
    <CardPage page="waitlistSettings">
      <FormCard
        title={texts.formTitle}
        description={texts.sameCode}
        form={form}
        onSubmit={async ({ email }) => {
          const answer = await request.trigger({ email });
          if (answer.ok) setIssued({ email, code: answer.data.access_code });
        }}
        submitLabel={texts.submit}
        isPending={request.isPending}
      >
        <FormTextField name="email" label={texts.email} type="email" isRequired />
      </FormCard>
      {/* The live region is there before the code, so the code is announced when it arrives; the
          card only with a code (an empty one said nothing the form does not). */}
      <div role="status">
        {issued === null ? null : (
          <Card title={texts.result} description={texts.resultFor(issued.email)}>
            <div className={styles.fields}>
              <TextField
                aria-label={texts.result}
                value={issued.code}
                isReadOnly
                rows={1}
                suffix={<CopyButton value={issued.code} what={texts.result.toLowerCase()} />}
              />
            </div>
          </Card>
        )}
      </div>
    </CardPage>
  );
}
