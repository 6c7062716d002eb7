import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../../controls/Button/Button';
import { Form } from '../Form/Form';
import { FormTextField } from '../FormTextField/FormTextField';
import { useSchemaForm } from '../useSchemaForm/useSchemaForm';
import { FormProblemList, useFormProblems } from './FormProblemList';

// Two required fields, as an example schema.
const messages = { keyRequired: 'Key is required', fileNameRequired: 'File name is required' };
const required = (message: string) => z.string().refine((value) => value.trim() !== '', { error: message });
const decryptSchema = z.object({
  key: required(messages.keyRequired),
  file_name: required(messages.fileNameRequired),
});

const DISABLED_REASON = 'Complete the form to decrypt: the list under the button says what is missing.';

/** A form whose submit waits for valid values, with the list of what is missing under it. */
function DecryptForm() {
  const form = useSchemaForm(decryptSchema, {
    defaultValues: { key: '', file_name: '' },
  });
  const problems = useFormProblems(decryptSchema, form.control);
  return (
    <Form
      form={form}
      onSubmit={() => {}}
      aria-label="Decrypt a file"
      style={{ display: 'grid', gap: 16, width: 420 }}
    >
      <FormTextField name="key" label="Key" />
      <FormTextField name="file_name" label="File name" />
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Button type="submit" isDisabled={problems.length > 0} disabledReason={DISABLED_REASON}>
          Decrypt and Download
        </Button>
        <FormProblemList problems={problems} messages={{ title: 'To decrypt, complete:' }} />
      </div>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Forms/FormProblemList',
  component: FormProblemList,
  args: { problems: [] },
  render: () => <DecryptForm />,
} satisfies Meta<typeof FormProblemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing touched: no field is red, yet the disabled button says why and the list names what is
 * missing by the fields' labels, as a quiet checklist (the messages come after a submit attempt);
 * each problem leaves the list as it is solved.
 */
export const SaysWhatIsMissing: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'To decrypt, complete:' });
    await waitFor(() => expect(list).toHaveTextContent(/^KeyFile name$/));
    await expect(list.parentElement).toHaveAttribute('data-state', 'pending');
    await expect(canvas.queryByText(messages.keyRequired)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const submit = canvas.getByRole('button', { name: 'Decrypt and Download' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAccessibleDescription(DISABLED_REASON);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'a-key');
    await waitFor(() => expect(list).toHaveTextContent(/^File name$/));
  },
};

/** Following a problem's link focuses its field. */
export const LinksFocusTheField: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'File name' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'File name' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Key' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveFocus());
  },
};

// A field with a unit after its input, and a row of a list (no label of its own, only a column's).
const shareSchema = z.object({
  share: required('Share is required'),
  rows: z.array(z.object({ weight: required('Weight is required') })),
});

function ShareForm() {
  const form = useSchemaForm(shareSchema, { defaultValues: { share: '', rows: [{ weight: '' }] } });
  const problems = useFormProblems(shareSchema, form.control);
  return (
    <Form
      form={form}
      onSubmit={() => {}}
      aria-label="Shares"
      style={{ display: 'grid', gap: 16, width: 420 }}
    >
      <FormTextField name="share" label="Share" suffix="%" />
      <FormTextField name="rows.0.weight" aria-label="Weight" suffix="%" />
      <FormProblemList problems={problems} />
    </Form>
  );
}

/**
 * The checklist names what is missing in words: a field by its label, never the unit beside its
 * input ('Share', not '%'); a row's field, which has no label of its own, by its problem's message.
 */
export const NamesInWords: Story = {
  render: () => <ShareForm />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Still needed:' });
    await waitFor(() => expect(list).toHaveTextContent(/^ShareWeight is required$/));
    await expect(canvas.queryByRole('link', { name: '%' })).toBeNull();
  },
};
