import { createCryptoWithdrawalKey, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { Button, Card, CardFooter, CopyButton, Inline, Stack, TextField } from '@cairn/ui';
import { useState } from 'react';
import * as styles from '../../shared/shell/cardPage.css';
import { CardPageHeader } from '../../shared/shell/pageFrames';
import { keysTexts } from './copy';
import { DecryptForm } from './DecryptForm';

const texts = keysTexts.generate;

/**
 * /admin/keys (doc 3 §2): generate a crypto-withdrawal key (shown once, ready to copy), and decrypt a
 * file given a key and the file; the decrypted CSV downloads. One card per job, one above the
 * other, each with its action at its footer's right end, in a column as wide as the fields.
 */
export function KeysPage() {
  usePageTitle(keysTexts.keys.title);
  const [key, setKey] = useState<string | null>(null);
  const generate = useMutation(createCryptoWithdrawalKey, { onSuccess: (created) => setKey(created.key) });

  return (
    <Stack space="24">
      <CardPageHeader page="keys" />
      <div className={styles.cards}>
        <Card title={texts.generateTitle} description={texts.generateDescription}>
          {key === null ? null : (
            <div role="status" className={styles.fields}>
              <Inline space="12" alignY="top" wrap={false}>
                <TextField label={texts.key} value={key} isReadOnly description={texts.shownOnce} />
                <CopyButton value={key} what={texts.key.toLowerCase()} />
              </Inline>
            </div>
          )}
          <CardFooter>
            {/* Secondary: the page's one primary is Decrypt and Download, the task with inputs. */}
            <Button
              variant="secondary"
              onPress={() => void generate.trigger()}
              isPending={generate.isPending}
            >
              {texts.generate}
            </Button>
          </CardFooter>
        </Card>
        <DecryptForm />
      </div>
    </Stack>
  );
}
