import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { US_STATES } from '../../../../.storybook/exampleStates';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormSelect } from './FormSelect';

const onSubmit = fn();
// Examples from Cairn's forms: a US state, and a beneficiary's relationship kept as its numeric code.
const states = US_STATES.map((state) => ({ id: state.code, label: state.name }));
const addressMessages = { stateRequired: 'State is required' };
const usStateSchema = z
  .string()
  .refine((code) => US_STATES.some((state) => state.code === code), { error: addressMessages.stateRequired });
const BENEFICIARY_SUBTYPE_CODES = {
  SPOUSE: 1,
  FAMILY_OR_FRIEND: 2,
  CHARITY: 3,
  TRUST: 4,
  ESTATE: 5,
} as const;
type BeneficiarySubtype = keyof typeof BENEFICIARY_SUBTYPE_CODES;
const beneficiarySubtypeLabels: Record<BeneficiarySubtype, string> = {
  SPOUSE: 'Spouse',
  FAMILY_OR_FRIEND: 'Family or Friend',
  CHARITY: 'Charity',
  TRUST: 'Trust',
  ESTATE: 'Estate',
};
const beneficiaryMessages = { relationshipRequired: 'Relationship is required' };
const subtypeSchema = z.object({
  subtype: z.literal(Object.values(BENEFICIARY_SUBTYPE_CODES), {
    error: beneficiaryMessages.relationshipRequired,
  }),
});

const meta = {
  title: 'Primitives/Forms/FormSelect',
  component: FormSelect,
  args: { name: 'state', label: 'State', placeholder: 'Select a state', options: states },
  render: (args) => (
    <StoryForm schema={z.object({ state: usStateSchema })} defaultValues={{ state: '' }} onSubmit={onSubmit}>
      <FormSelect {...args} />
    </StoryForm>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Submitting with nothing chosen shows the message and focuses the select's button. */
export const Required: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(addressMessages.stateRequired)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await expect(trigger).toHaveAccessibleDescription(addressMessages.stateRequired);
  },
};

/** The chosen option's id is the value; choosing clears the message. */
export const Submits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await expect(await canvas.findByText(addressMessages.stateRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Colorado' }));
    await waitFor(() => expect(canvas.queryByText(addressMessages.stateRequired)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ state: 'CO' }));
  },
};

const subtypes = Object.keys(BENEFICIARY_SUBTYPE_CODES) as BeneficiarySubtype[];
const relationships = subtypes.map((subtype) => ({ id: subtype, label: beneficiarySubtypeLabels[subtype] }));

/** `toValue` / `toId` hold another value: a beneficiary's relationship is its numeric code. */
export const MappedValue: Story = {
  args: {
    name: 'subtype',
    label: 'Relationship',
    placeholder: 'Select a relationship',
    options: relationships,
    toValue: (id: string) => {
      const subtype = subtypes.find((candidate) => candidate === id);
      return subtype === undefined ? null : BENEFICIARY_SUBTYPE_CODES[subtype];
    },
    toId: (code: unknown) => subtypes.find((subtype) => BENEFICIARY_SUBTYPE_CODES[subtype] === code) ?? null,
  },
  render: (args) => (
    <StoryForm
      schema={subtypeSchema}
      defaultValues={{ subtype: BENEFICIARY_SUBTYPE_CODES.TRUST }}
      onSubmit={onSubmit}
    >
      <FormSelect {...args} />
    </StoryForm>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Relationship/ });
    await expect(trigger).toHaveTextContent(beneficiarySubtypeLabels.TRUST);
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: beneficiarySubtypeLabels.SPOUSE }));
    await userEvent.click(canvas.getByRole('button', { name: STORY_SUBMIT }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subtype: BENEFICIARY_SUBTYPE_CODES.SPOUSE }));
    await expect(canvas.queryByText(beneficiaryMessages.relationshipRequired)).toBeNull();
  },
};
