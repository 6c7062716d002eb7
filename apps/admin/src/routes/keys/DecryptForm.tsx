import { decryptCryptoWithdrawals, saveDownload, useMutation } from '@cairn/api-client';
import { ENCRYPTED_CSV_FILE, keysDecryptSchema } from '@cairn/domain';
import {
  Button,
  Card,
  CardFooter,
  Form,
  FormFilePicker,
  FormTextField,
  Stack,
  useSchemaForm,
} from '@cairn/ui';
import * as styles from '../../shared/shell/cardPage.css';
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
    <Card title={texts.title} description={texts.description}>
      <Form
        form={form}
        aria-label={texts.title}
        onSubmit={async ({ key, csv_file }) => {
          await decrypt.trigger({ key: key.trim(), csv_file: csv_file as File });
        }}
      >
        <Stack space="16" align="stretch">
          <div className={styles.fields}>
            <FormTextField name="key" label={texts.key} isRequired />
            <FormFilePicker name="csv_file" label={texts.file} kind={ENCRYPTED_CSV_FILE} />
          </div>
          <CardFooter>
            <Button type="submit" isPending={decrypt.isPending}>
              {texts.submit}
            </Button>
          </CardFooter>
        </Stack>
      </Form>
    </Card>
  );
}
