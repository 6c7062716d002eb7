import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { STORY_SUBMIT, StoryForm } from '../../../../.storybook/StoryForm';
import { FormSelect } from './FormSelect';

const onSubmit = fn();
// Examples from Cairn's forms: a US state, and a beneficiary's relationship kept as its numeric code.
const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];
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
