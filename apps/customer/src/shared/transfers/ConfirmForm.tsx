import { submissionConfirmationSchema } from '@cairn/domain';
import { Form, FormCheckbox, useSchemaForm } from '@cairn/ui';

/** The submission confirmation checkbox of a withdrawal's last step. */
export function ConfirmForm({
  id,
  label,
  onSubmit,
}: {
  id: string;
  label: string;
  onSubmit: () => Promise<void>;
}) {
  const form = useSchemaForm(submissionConfirmationSchema, {
    defaultValues: {},
  });
  return (
    <Form id={id} form={form} onSubmit={onSubmit}>
      <FormCheckbox name="submissionConfirmed">{label}</FormCheckbox>
    </Form>
  );
}
