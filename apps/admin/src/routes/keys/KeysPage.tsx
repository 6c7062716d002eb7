import { createCryptoWithdrawalKey, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { Button, Card, Column, Columns, CopyButton, Inline, Stack, TextField } from '@cairn/ui';
import { useState } from 'react';
import { CardPageHeader } from '../../shared/shell/pageFrames';
import { keysTexts } from './copy';
import { DecryptForm } from './DecryptForm';

const texts = keysTexts.generate;

/**
 * /admin/keys (doc 3 §2): generate a crypto-withdrawal key (shown once, ready to copy), and decrypt a
 * file given a key and the file; the decrypted CSV downloads.
 */
export function KeysPage() {
  usePageTitle(keysTexts.keys.title);
  const [key, setKey] = useState<string | null>(null);
  const generate = useMutation(createCryptoWithdrawalKey, { onSuccess: (created) => setKey(created.key) });

  return (
    <Stack space="24">
      <CardPageHeader page="keys" />
      <Columns space="24">
        <Column width="1/2">
          <Card title={texts.generateTitle} description={texts.generateDescription}>
            <Stack space="16" align="start">
              <Button onPress={() => void generate.trigger()} isPending={generate.isPending}>
                {texts.generate}
              </Button>
              <div role="status">
                {key === null ? null : (
                  <Inline space="12" alignY="top" wrap={false}>
                    <TextField label={texts.key} value={key} isReadOnly description={texts.shownOnce} />
                    <CopyButton value={key} what={texts.key.toLowerCase()} />
                  </Inline>
                )}
              </div>
            </Stack>
          </Card>
        </Column>
        <Column width="1/2">
          <DecryptForm />
        </Column>
      </Columns>
    </Stack>
  );
}
