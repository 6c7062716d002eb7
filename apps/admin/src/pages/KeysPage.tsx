import { createCryptoWithdrawalKey, handleMutationError } from '@cairn/api-client';
import { Button, CopyButton, TextField } from '@cairn/ui';
import { useState } from 'react';
import { DecryptForm } from '../features/keys/DecryptForm';
import { adminTexts } from '../texts';
import { actions, lead, narrow, section, sectionTitle, title } from './page.css';

/** The Keys page's own words (doc 3 §1, §2: generate a key; decrypt a file with it). */
const texts = {
  lead: 'Crypto-withdrawal CSV files are encrypted. Generate a key for them, and decrypt a file with the key it was encrypted with.',
  generateTitle: 'Generate a key',
  generate: 'Generate Key',
  key: 'Generated key',
  shownOnce: 'The key is shown once: copy it now and keep it somewhere safe.',
} as const;

/**
 * /admin/keys (doc 3 §2): generate a crypto-withdrawal key (shown once, ready to copy), and decrypt a
 * file given a key and the file; the decrypted CSV downloads.
 */
export function KeysPage() {
  const [key, setKey] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  const generate = async () => {
    setGenerating(true);
    try {
      setKey((await createCryptoWithdrawalKey()).key);
    } catch (error) {
      handleMutationError(error);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <>
      <h1 className={title}>{adminTexts.titles.keys}</h1>
      <p className={lead}>{texts.lead}</p>
      <section aria-labelledby="keys-generate" className={`${section} ${narrow}`}>
        <h2 id="keys-generate" className={sectionTitle}>
          {texts.generateTitle}
        </h2>
        <div className={actions}>
          <Button onPress={() => void generate()} isPending={generating}>
            {texts.generate}
          </Button>
        </div>
        <div role="status">
          {key === null ? null : (
            <div className={actions}>
              <TextField label={texts.key} value={key} isReadOnly description={texts.shownOnce} />
              <CopyButton value={key} what={texts.key.toLowerCase()} />
            </div>
          )}
        </div>
      </section>
      <DecryptForm />
    </>
  );
}
