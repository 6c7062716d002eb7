import { createCryptoWithdrawalKey, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { Button, Card, CopyButton, Inline, TextField } from '@cairn/ui';
import { useState } from 'react';
import * as styles from '../../shared/shell/cardPage.css';
import { CardPage } from '../../shared/shell/pageFrames';
import { keysTexts } from './copy';
import { DecryptForm } from './DecryptForm';

const texts = keysTexts.generate;

/**
 * /admin/keys (doc 3 §2): generate a crypto-withdrawal key (shown once, ready to copy), and decrypt a
 * file given a key and the file; the decrypted CSV downloads. One card per job, one above the
 * other under the page's header, all on one edge. Generate Key, an action without inputs, is the
 * first card's header action; Decrypt and Download ends its form's card.
 */
export function KeysPage() {
  usePageTitle(keysTexts.keys.title);
  const [key, setKey] = useState<string | null>(null);
  const generate = useMutation(createCryptoWithdrawalKey, { onSuccess: (created) => setKey(created.key) });

  return (
    <CardPage page="keys">
      <Card
        title={texts.generateTitle}
        description={texts.generateDescription}
        actions={
          // Secondary: the page's one primary is Decrypt and Download, the task with inputs.
          <Button variant="secondary" onPress={() => void generate.trigger()} isPending={generate.isPending}>
            {texts.generate}
          </Button>
        }
      >
        {key === null ? null : (
          <div role="status" className={styles.fields}>
            <Inline space="12" alignY="top" wrap={false}>
              <TextField label={texts.key} value={key} isReadOnly description={texts.shownOnce} />
              <CopyButton value={key} what={texts.key.toLowerCase()} />
            </Inline>
          </div>
        )}
      </Card>
      <DecryptForm />
    </CardPage>
  );
}
