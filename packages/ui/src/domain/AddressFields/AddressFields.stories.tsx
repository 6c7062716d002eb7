import { addressMessages, personalInformationSchema } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod';
import { Button } from '../../primitives/controls/Button/Button';
import { Form } from '../../primitives/forms/Form/Form';
import { FormErrorSummary } from '../../primitives/forms/FormErrorSummary/FormErrorSummary';
import { useSchemaForm } from '../../primitives/forms/useSchemaForm/useSchemaForm';
import { Stack } from '../../primitives/layout/Stack/Stack';
import { AddressFields } from './AddressFields';
import { defaultAddressFieldsMessages as addressFieldTexts } from './messages';

const schema = personalInformationSchema({ year: 2025, month: 6, day: 15 }).pick({
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  zip: true,
});
type Values = z.input<typeof schema>;
const empty: Values = { addressLine1: '', addressLine2: '', city: '', state: '', zip: '' };
const onSubmit = fn();

/** A 560 px form, the width of DESIGN.md's form column. */
function AddressForm({ defaultValues = empty }: { defaultValues?: Values }) {
  const form = useSchemaForm(schema, {
    defaultValues,
  });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values)} aria-label="Address" style={{ maxWidth: 560 }}>
      <Stack space="24">
        <FormErrorSummary />
        <AddressFields<Values> />
        <div>
          <Button type="submit">Continue</Button>
        </div>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'Domain/AddressFields',
  component: AddressFields,
  render: () => <AddressForm />,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const summaryLinks = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('alert', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** City, State and Zip share one row; line 1 and line 2 take the whole width. */
export const Layout: Story = {
  play: async ({ canvas }) => {
    const box = (element: HTMLElement) => element.getBoundingClientRect();
    const line1 = box(canvas.getByLabelText(addressFieldTexts.addressLine1));
    const [city, state, zip] = [addressFieldTexts.city, addressFieldTexts.state, addressFieldTexts.zip].map(
      (label) => box(canvas.getByText(label, { selector: 'label, span' })),
    );
    if (!city || !state || !zip) throw new Error('an address label is missing');
    await expect(Math.round(state.top)).toBe(Math.round(city.top));
    await expect(Math.round(zip.top)).toBe(Math.round(city.top));
    await expect(city.left).toBeLessThan(state.left);
    await expect(state.left).toBeLessThan(zip.left);
    await expect(Math.round(box(canvas.getByLabelText(addressFieldTexts.zip)).right)).toBeLessThanOrEqual(
      Math.round(line1.right),
    );
    await expect(canvas.getByLabelText(addressFieldTexts.zip)).toHaveAttribute('autocomplete', 'postal-code');
  },
};

/**
 * An empty submit lists each problem in page order and focuses line 1; once the text fields are
 * filled, the next failed submit focuses the state's button, a select like any field.
 */
export const ValidatesInPageOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(summaryLinks(canvas)).toEqual([
        addressMessages.addressLine1Required,
        addressMessages.cityRequired,
        addressMessages.stateRequired,
        addressMessages.zipInvalid,
      ]),
    );
    await waitFor(() => expect(canvas.getByLabelText(addressFieldTexts.addressLine1)).toHaveFocus());

    await userEvent.type(canvas.getByLabelText(addressFieldTexts.addressLine1), '1 Beacon Street');
    await userEvent.type(canvas.getByLabelText(addressFieldTexts.city), 'Boston');
    await userEvent.type(canvas.getByLabelText(addressFieldTexts.zip), '021');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const state = canvas.getByRole('button', { name: /State\*/ });
    await waitFor(() => expect(state).toHaveFocus());
    await waitFor(() =>
      expect(summaryLinks(canvas)).toEqual([addressMessages.stateRequired, addressMessages.zipInvalid]),
    );

    await userEvent.click(state);
    await userEvent.click(await body.findByRole('option', { name: 'Massachusetts' }));
    await userEvent.type(canvas.getByLabelText(addressFieldTexts.zip), '08');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        addressLine1: '1 Beacon Street',
        addressLine2: '',
        city: 'Boston',
        state: 'MA',
        zip: '02108',
      }),
    );
  },
};

/** A saved address opens filled in; the zip takes 5 digits at most. */
export const Filled: Story = {
  render: () => (
    <AddressForm
      defaultValues={{
        addressLine1: '1 Beacon Street',
        addressLine2: 'Floor 3',
        city: 'Boston',
        state: 'MA',
        zip: '02108',
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State\*/ })).toHaveTextContent('Massachusetts');
    await expect(canvas.getByLabelText(addressFieldTexts.zip)).toHaveAttribute('maxlength', '5');
  },
};
