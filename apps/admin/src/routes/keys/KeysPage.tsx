import { createCryptoWithdrawalKey, useMutation } from '@cairn/api-client';
import { usePageTitle } from '@cairn/app-shell';
import { Button, Card, Column, Columns, CopyButton, TextField } from '@cairn/ui';
import { useState } from 'react';
import { CardPage } from '../../shared/shell/pageFrames';
import { keysTexts } from './copy';
import { DecryptForm } from './DecryptForm';

const texts = keysTexts.generate;

/**
 * /admin/keys (doc 3 §2): generate a crypto-withdrawal key (shown once, ready to copy), and decrypt a
 * file given a key and the file; the decrypted CSV downloads. One card per job, side by side under
 * the page's header on a wide window (stacked below 1024 px), so the page's width is used instead of
 * a half-empty row. Generate Key, an action without inputs, is the first card's header action;
 * Decrypt and Download ends its form's card. The key is the kit's copyable value: a read-only field
 * the card's width, in the code face, wrapping, with Copy attached at its end. One field rule in both
 * cards: a field spans its card, so Decrypt and Download stands on its fields' right edge (issue 30:
 * at 1920 px the capped fields ended 100 px left of it). The cards are top-aligned: each is as tall
 * as what it holds (stretched, Generate a key showed 250 to 290 px of empty body).
 */
export function KeysPage() {
  usePageTitle(keysTexts.keys.title);
  const [key, setKey] = useState<string | null>(null);
  const generate = useMutation(createCryptoWithdrawalKey, { onSuccess: (created) => setKey(created.key) });

  return (
    <CardPage page="keys" width="page">
      <Columns space="24" collapseBelow="desktop" alignY="top">
        <Column width="1/2">
          <Card
            title={texts.generateTitle}
            description={texts.generateDescription}
            actions={
              // Secondary: the page's one primary is Decrypt and Download, the task with inputs.
              <Button
                variant="secondary"
                onPress={() => void generate.trigger()}
                isPending={generate.isPending}
              >
                {texts.generate}
              </Button>
            }
          >
            {key === null ? null : (
              <div role="status">
                <TextField
                  label={texts.key}
                  value={key}
                  isReadOnly
                  rows={1}
                  description={texts.shownOnce}
                  suffix={<CopyButton value={key} what={texts.key.toLowerCase()} />}
                />
              </div>
            )}
          </Card>
        </Column>
        <Column width="1/2">
          <DecryptForm />
        </Column>
      </Columns>
    </CardPage>
  );
}
