import { type SubmissionConfirmationValues, submissionConfirmationSchema } from '@cairn/domain';
import { Form, FormCheckbox } from '@cairn/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
  const form = useForm<SubmissionConfirmationValues, unknown, z.output<typeof submissionConfirmationSchema>>({
    resolver: zodResolver(submissionConfirmationSchema),
    mode: 'onTouched',
    defaultValues: {},
  });
  return (
    <Form id={id} form={form} onSubmit={onSubmit}>
      <FormCheckbox name="submissionConfirmed">{label}</FormCheckbox>
    </Form>
  );
}
