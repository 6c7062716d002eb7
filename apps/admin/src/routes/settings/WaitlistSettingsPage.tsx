import { createWaitlistAccessCode, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { waitlistSchema } from '@cairn/domain';
import {
  Button,
  Card,
  Column,
  Columns,
  CopyButton,
  Form,
  FormTextField,
  Inline,
  Stack,
  Text,
  TextField,
  useSchemaForm,
} from '@cairn/ui';
import { useState } from 'react';
import { CardPageHeader } from '../../shared/shell/pageFrames';
import { settingsTexts } from './copy';

const texts = settingsTexts.waitlist;

/**
 * /admin/waitlist-settings (doc 3 §2): the Access Code page. An email goes in (doc 3 §5: 'Email is
 * required.', 'Must be an email.'), its waitlist access code comes out (the same code for the same
 * email), ready to copy.
 */
export function WaitlistSettingsPage() {
  usePageTitle(settingsTexts.waitlistSettings.title);
  const [issued, setIssued] = useState<{ email: string; code: string } | null>(null);
  const request = useMutation(createWaitlistAccessCode);
  const form = useSchemaForm(waitlistSchema, {
    defaultValues: { email: '' },
  });

  return (
    <Stack space="24">
      <CardPageHeader page="waitlistSettings" />
      <Columns space="24">
        <Column width="1/2">
          <Card title={texts.formTitle}>
            <Form
              form={form}
              onSubmit={async ({ email }) => {
                const answer = await request.trigger({ email });
                if (answer.ok) setIssued({ email, code: answer.data.access_code });
              }}
            >
              <Stack space="16" align="start">
                <FormTextField name="email" label={texts.email} type="email" isRequired />
                <Button type="submit" isPending={request.isPending}>
                  {texts.submit}
                </Button>
              </Stack>
            </Form>
          </Card>
        </Column>
        <Column width="1/2">
          <Card title={texts.result}>
            <div role="status">
              {issued === null ? (
                <Text size="sm" tone="muted">
                  {texts.none}
                </Text>
              ) : (
                <Stack space="12">
                  <Text size="sm" tone="muted">
                    {texts.resultFor(issued.email)}
                  </Text>
                  <Inline space="12" alignY="bottom" wrap={false}>
                    <TextField label={texts.result} value={issued.code} isReadOnly />
                    <CopyButton value={issued.code} what={texts.result.toLowerCase()} />
                  </Inline>
                </Stack>
              )}
            </div>
          </Card>
        </Column>
      </Columns>
    </Stack>
  );
}
