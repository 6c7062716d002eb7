import { decryptCryptoWithdrawals, saveDownload, useMutation } from '@cairn/api-client';
import { ENCRYPTED_CSV_FILE, keysDecryptSchema } from '@cairn/domain';
import { FormFilePicker, FormTextField, useSchemaForm } from '@cairn/ui';
import { FormCard } from '../../shared/shell/FormCard';
import { keysTexts } from './copy';

const texts = keysTexts.decrypt;

/**
 * Decrypts a crypto-withdrawal file (doc 3 §2, §5: both a key and a file are required): the
 * decrypted CSV downloads under the server's file name. A wrong key or a file that is not an
 * encrypted CSV is refused by the server with its message. Its submit is at the card's footer,
 * right.
 */
export function DecryptForm() {
  const decrypt = useMutation(decryptCryptoWithdrawals, { onSuccess: saveDownload });
  const form = useSchemaForm(keysDecryptSchema, {
    defaultValues: { key: '', csv_file: null },
  });

  return (
    <FormCard
      title={texts.title}
      description={texts.description}
      form={form}
      aria-label={texts.title}
      onSubmit={async ({ key, csv_file }) => {
        await decrypt.trigger({ key: key.trim(), csv_file: csv_file as File });
      }}
      submitLabel={texts.submit}
      isPending={decrypt.isPending}
    >
      <FormTextField name="key" label={texts.key} isRequired />
      <FormFilePicker name="csv_file" label={texts.file} kind={ENCRYPTED_CSV_FILE} />
    </FormCard>
  );
}
