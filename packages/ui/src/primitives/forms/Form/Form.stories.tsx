import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormCheckbox } from '../FormCheckbox/FormCheckbox';
import { FormSelect } from '../FormSelect/FormSelect';
import { FormTextField } from '../FormTextField/FormTextField';

// An example form: a select before text fields and a checkbox, so focus order across kinds of
// fields shows (the domain's FormWithDateOfBirth story adds a date of birth).
const messages = {
  colorRequired: 'Colour is required',
  cityRequired: 'City is required',
  zipInvalid: 'Valid zip code is required',
  confirmRequired: 'Please confirm',
};
const colors = ['Red', 'Green', 'Blue'].map((name) => ({ id: name.toLowerCase(), label: name }));
const schema = z.object({
  color: z
    .string()
    .refine((id) => colors.some((color) => color.id === id), { error: messages.colorRequired }),
  city: z.string().refine((value) => value.trim() !== '', { error: messages.cityRequired }),
  zip: z.string().regex(/^\d{5}$/, { error: messages.zipInvalid }),
  confirmed: z.boolean().refine((checked) => checked, { error: messages.confirmRequired }),
});
const onSubmit = fn();

type Values = z.input<typeof schema>;
const empty: Values = { color: '', city: '', zip: '', confirmed: false };

function WholeForm({ defaultValues = empty }: { defaultValues?: Values }) {
  return (
    <StoryForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} withSummary>
      <FormSelect name="color" label="Colour" placeholder="Select a colour" options={colors} />
      <FormTextField name="city" label="City" autoComplete="address-level2" />
      <FormTextField name="zip" label="Zip" inputMode="numeric" autoComplete="postal-code" />
      <FormCheckbox name="confirmed">I confirm these details</FormCheckbox>
    </StoryForm>
  );
}

const meta = {
  title: 'Primitives/Forms/Form',
  render: () => <WholeForm />,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = within(document.body);

const colorButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Colour/ });
const summaryOf = (canvas: Canvas) => canvas.getByRole('alert', { name: 'There is a problem' });
const summaryLinks = (canvas: Canvas) =>
  within(summaryOf(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent);
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));

/**
 * Focus goes to the first invalid field in page order, selects included, and the summary lists
 * every problem in that order.
 */
export const FocusInPageOrder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(colorButton(canvas)));
    await expect(summaryLinks(canvas)).toEqual([
      messages.colorRequired,
      messages.cityRequired,
      messages.zipInvalid,
      messages.confirmRequired,
    ]);
    await expect(colorButton(canvas)).toHaveAccessibleDescription(messages.colorRequired);
    await userEvent.click(colorButton(canvas));
    await userEvent.click(await body.findByRole('option', { name: 'Green' }));
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'City' })));
    await expect(summaryLinks(canvas)).toEqual([
      messages.cityRequired,
      messages.zipInvalid,
      messages.confirmRequired,
    ]);
  },
};

/** Valid values submit once, and the summary goes. */
export const Submits: Story = {
  render: () => <WholeForm defaultValues={{ color: 'blue', city: 'Denver', zip: '802', confirmed: true }} />,
  play: async ({ canvas }) => {
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Zip' })));
    await expect(summaryLinks(canvas)).toEqual([messages.zipInvalid]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zip' }), '02');
    await submit(canvas);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ color: 'blue', city: 'Denver', zip: '80202', confirmed: true }),
    );
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Each problem in the summary is a link that moves focus to its field; a fixed one leaves the list. */
export const SummaryLinks: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    const summary = within(await canvas.findByRole('alert', { name: 'There is a problem' }));
    const targets: [string, () => HTMLElement][] = [
      [messages.confirmRequired, () => canvas.getByRole('checkbox')],
      [messages.zipInvalid, () => canvas.getByRole('textbox', { name: 'Zip' })],
      [messages.cityRequired, () => canvas.getByRole('textbox', { name: 'City' })],
      [messages.colorRequired, () => colorButton(canvas)],
    ];
    for (const [message, target] of targets) {
      await userEvent.click(summary.getByRole('link', { name: message }));
      await expect(document.activeElement).toBe(target());
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Denver');
    await waitFor(() => expect(summary.queryByRole('link', { name: messages.cityRequired })).toBeNull());
    await expect(summary.getAllByRole('link')).toHaveLength(3);
  },
};

/** Keyboard alone: Enter submits, focus lands on the select, the summary's links are reachable. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'City' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(colorButton(canvas)));
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toHaveTextContent(messages.confirmRequired);
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toBe(canvas.getByRole('checkbox'));
  },
};

/**
 * The kit's rhythm: nothing on open, nothing while typing a first answer; a field's message once
 * it is left; the summary only after a submit.
 */
export const ErrorsAfterBlur: Story = {
  play: async ({ canvas }) => {
    const zip = canvas.getByRole('textbox', { name: 'Zip' });
    await userEvent.type(zip, '80');
    await expect(canvas.queryByText(messages.zipInvalid)).toBeNull();
    await userEvent.tab();
    await expect(zip).toHaveAccessibleDescription(messages.zipInvalid);
    await expect(canvas.queryByText(messages.cityRequired)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** One field on screen: a failed submit shows its inline message, no summary box repeating it. */
export const OneField: Story = {
  render: () => (
    <StoryForm
      schema={schema.pick({ city: true })}
      defaultValues={{ city: '' }}
      onSubmit={onSubmit}
      withSummary
    >
      <FormTextField name="city" label="City" autoComplete="address-level2" />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      messages.cityRequired,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
