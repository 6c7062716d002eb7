import { decryptCryptoWithdrawals, handleMutationError, saveDownload } from '@cairn/api-client';
import { ENCRYPTED_CSV_ACCEPT, keysDecryptSchema, validateEncryptedCsvFile } from '@cairn/domain';
import { Button, FilePicker } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { actions, narrow, section, sectionTitle } from '../../pages/page.css';
import { FormTextField } from '../form/fields';

type Schema = typeof keysDecryptSchema;

/** The decrypt form's own words (doc 3 §2; the spec names the fields: key and CSV file). */
export const decryptTexts = {
  title: 'Decrypt a file',
  key: 'Key',
  file: 'Encrypted CSV file',
  fileDescription: 'The crypto-withdrawal file (.csv or .csv.enc) encrypted with this key.',
  submit: 'Decrypt and Download',
} as const;

/**
 * Decrypts a crypto-withdrawal file (doc 3 §2, §5: both a key and a file are required): the
 * decrypted CSV downloads under the server's file name. A wrong key or a file that is not an
 * encrypted CSV is refused by the server with its message.
 */
export function DecryptForm() {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(keysDecryptSchema),
    mode: 'onTouched',
    defaultValues: { key: '', csv_file: null },
  });

  const submit = form.handleSubmit(async ({ key, csv_file }) => {
    try {
      saveDownload(await decryptCryptoWithdrawals({ key: key.trim(), csv_file: csv_file as File }));
    } catch (error) {
      handleMutationError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="keys-decrypt" className={`${section} ${narrow}`}>
      <h2 id="keys-decrypt" className={sectionTitle}>
        {decryptTexts.title}
      </h2>
      <FormTextField control={form.control} name="key" label={decryptTexts.key} isRequired />
      <Controller
        control={form.control}
        name="csv_file"
        render={({ field, fieldState }) => {
          const file: unknown = field.value;
          return (
            <FilePicker
              label={decryptTexts.file}
              description={decryptTexts.fileDescription}
              acceptedFileTypes={ENCRYPTED_CSV_ACCEPT}
              validate={validateEncryptedCsvFile}
              fileName={file instanceof File ? file.name : null}
              onChange={(chosen) => {
                field.onChange(chosen);
                field.onBlur();
              }}
              errorMessage={fieldState.error?.message}
            />
          );
        }}
      />
      <div className={actions}>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {decryptTexts.submit}
        </Button>
      </div>
    </form>
  );
}
