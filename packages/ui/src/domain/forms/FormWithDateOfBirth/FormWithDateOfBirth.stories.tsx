import {
  addressMessages,
  dateOfBirthMessages,
  EMPTY_DATE_OF_BIRTH,
  personalInformationSchema,
  tlhConfirmationSchema,
  tlhMessages,
  US_STATES,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormCheckbox } from '../../../primitives/forms/FormCheckbox/FormCheckbox';
import { FormSelect } from '../../../primitives/forms/FormSelect/FormSelect';
import { FormTextField } from '../../../primitives/forms/FormTextField/FormTextField';
import { defaultDateOfBirthSelectMessages as dateOfBirthSelectTexts } from '../../DateOfBirthSelect/messages';
import { FormDateOfBirthSelect } from '../FormDateOfBirthSelect/FormDateOfBirthSelect';

const today = { year: 2025, month: 6, day: 15 };
// A select and a date of birth before text fields and a checkbox: the order the issue measured
// (focus skipped the selects and landed on Zip).
const schema = personalInformationSchema(today)
  .pick({ state: true, dateOfBirth: true, city: true, zip: true })
  .extend(tlhConfirmationSchema.shape);
const states = US_STATES.map((state) => ({ id: state.code, label: state.name }));
const onSubmit = fn();

type Values = z.input<typeof schema>;
const empty: Values = { state: '', dateOfBirth: EMPTY_DATE_OF_BIRTH, city: '', zip: '', acknowledged: false };

function WholeForm({ defaultValues = empty }: { defaultValues?: Values }) {
  return (
    <StoryForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} withSummary>
      <FormSelect name="state" label="State" placeholder="Select a state" options={states} />
      <FormDateOfBirthSelect name="dateOfBirth" label="Date of birth" today={today} />
      <FormTextField name="city" label="City" autoComplete="address-level2" />
      <FormTextField name="zip" label="Zip" inputMode="numeric" autoComplete="postal-code" />
      <FormCheckbox name="acknowledged">I confirm my tax-loss harvesting settings</FormCheckbox>
    </StoryForm>
  );
}

const meta = {
  title: 'Domain/Forms/FormWithDateOfBirth',
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

const stateButton = (canvas: Canvas) => canvas.getByRole('button', { name: /State/ });
const yearButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: new RegExp(dateOfBirthSelectTexts.year.label) });
const summaryOf = (canvas: Canvas) => canvas.getByRole('alert', { name: 'There is a problem' });
const summaryLinks = (canvas: Canvas) =>
  within(summaryOf(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
}

// Typing on a closed select jumps to the option: quicker than scrolling a list of 117 years.
async function chooseDateOfBirth(canvas: Canvas, year: string, month: string, day: string) {
  const labels = [dateOfBirthSelectTexts.year, dateOfBirthSelectTexts.month, dateOfBirthSelectTexts.day];
  for (const [index, text] of [year, month, day].entries()) {
    canvas.getByRole('button', { name: new RegExp(labels[index]?.label ?? '') }).focus();
    await userEvent.keyboard(text);
  }
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));

/**
 * Focus goes to the first invalid field in page order, selects included, and the summary lists
 * every problem in that order.
 */
export const FocusInPageOrder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(stateButton(canvas)));
    await expect(summaryLinks(canvas)).toEqual([
      addressMessages.stateRequired,
      dateOfBirthMessages.required,
      addressMessages.cityRequired,
      addressMessages.zipInvalid,
      tlhMessages.confirmRequired,
    ]);
    await expect(stateButton(canvas)).toHaveAccessibleDescription(addressMessages.stateRequired);
    await choose(stateButton(canvas), 'Colorado');
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(yearButton(canvas)));
    await expect(summaryLinks(canvas)).toEqual([
      dateOfBirthMessages.required,
      addressMessages.cityRequired,
      addressMessages.zipInvalid,
      tlhMessages.confirmRequired,
    ]);
  },
};

/** The case: with a bad date of birth and zip, focus went to Zip; the date comes first. */
export const DateOfBirthBeforeZip: Story = {
  render: () => (
    <WholeForm
      defaultValues={{
        state: 'CO',
        dateOfBirth: { year: '2020', month: '01', day: '15' },
        city: 'Denver',
        zip: '802',
        acknowledged: true,
      }}
    />
  ),
  play: async ({ canvas }) => {
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(yearButton(canvas)));
    await expect(canvas.getByText(dateOfBirthMessages.underage, { selector: 'span' })).toBeVisible();
    await expect(summaryLinks(canvas)).toEqual([dateOfBirthMessages.underage, addressMessages.zipInvalid]);

    await chooseDateOfBirth(canvas, '1990', '02', '28');
    await submit(canvas);
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('textbox', { name: 'Zip' })));
    await expect(summaryLinks(canvas)).toEqual([addressMessages.zipInvalid]);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Zip' }), '02');
    await submit(canvas);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        state: 'CO',
        dateOfBirth: { year: '1990', month: '02', day: '28' },
        city: 'Denver',
        zip: '80202',
        acknowledged: true,
      }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Each problem in the summary is a link that moves focus to its field; a fixed one leaves the list. */
export const SummaryLinks: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    const summary = within(await canvas.findByRole('alert', { name: 'There is a problem' }));
    const targets: [string, () => HTMLElement][] = [
      [tlhMessages.confirmRequired, () => canvas.getByRole('checkbox')],
      [dateOfBirthMessages.required, () => yearButton(canvas)],
      [addressMessages.zipInvalid, () => canvas.getByRole('textbox', { name: 'Zip' })],
      [addressMessages.cityRequired, () => canvas.getByRole('textbox', { name: 'City' })],
      [addressMessages.stateRequired, () => stateButton(canvas)],
    ];
    for (const [message, target] of targets) {
      await userEvent.click(summary.getByRole('link', { name: message }));
      await expect(document.activeElement).toBe(target());
    }
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Denver');
    await waitFor(() =>
      expect(summary.queryByRole('link', { name: addressMessages.cityRequired })).toBeNull(),
    );
    await expect(summary.getAllByRole('link')).toHaveLength(4);
  },
};

/** Keyboard alone: Enter submits, focus lands on the select, the summary's links are reachable. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'City' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(stateButton(canvas)));
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toHaveTextContent(tlhMessages.confirmRequired);
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toBe(canvas.getByRole('checkbox'));
  },
};
