import {
  BENEFICIARY_SUBTYPE_CODES,
  type BeneficiaryEntry,
  type BeneficiaryLists,
  beneficiaryListMessages,
  beneficiaryMessages,
} from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BeneficiaryEditor } from './BeneficiaryEditor';
import { defaultBeneficiaryEditorMessages as beneficiaryEditorTexts } from './messages';

const meta = {
  title: 'Domain/BeneficiaryEditor',
  component: BeneficiaryEditor,
  args: { onSubmit: fn(), onSkip: fn(), onBack: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BeneficiaryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const t = beneficiaryEditorTexts;
const body = within(document.body);

const listOf = (canvasElement: HTMLElement, list: 'primary' | 'contingent') =>
  canvasElement.querySelector<HTMLElement>(`[data-list="${list}"]`) as HTMLElement;
const entryOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.querySelector<HTMLElement>(`[data-entry="${name}"]`) as HTMLElement);

async function chooseRelationship(entry: Canvas, label: string) {
  await userEvent.click(entry.getByRole('button', { name: new RegExp(t.relationship) }));
  await userEvent.click(await body.findByRole('option', { name: label }));
}

async function fillEntry(entry: Canvas, relationship: string, name: string, allocation: string) {
  await chooseRelationship(entry, relationship);
  await userEvent.type(entry.getByRole('textbox', { name: t.name }), name);
  await userEvent.type(entry.getByRole('textbox', { name: new RegExp(`^${t.allocation}`) }), allocation);
}

const saved = (
  list: 'PRIMARY' | 'CONTINGENCY',
  name: string,
  allocation: number,
  subtype: keyof typeof BENEFICIARY_SUBTYPE_CODES = 'FAMILY_OR_FRIEND',
): { list: 'PRIMARY' | 'CONTINGENCY'; entry: BeneficiaryEntry } => ({
  list,
  entry: { subtype: BENEFICIARY_SUBTYPE_CODES[subtype], name, allocation },
});

/** The two lists of some saved beneficiaries, each in the order given. */
const lists = (...beneficiaries: ReturnType<typeof saved>[]): BeneficiaryLists => ({
  primary: beneficiaries.filter(({ list }) => list === 'PRIMARY').map(({ entry }) => entry),
  contingent: beneficiaries.filter(({ list }) => list === 'CONTINGENCY').map(({ entry }) => entry),
});

/**
 * Without `onBack` (inside the onboarding frame) the actions are the frame's one footer row
 * (`OnboardingActions`), and the disabled Continue says why beside it.
 */
export const AddNowQuestion: Story = {
  render: ({ onBack: _inTheFrame, ...args }) => <BeneficiaryEditor {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: t.addNow })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.continue })).toBeDisabled();
    const row = canvas.getByRole('button', { name: t.continue }).closest('[data-onboarding-actions]');
    await expect(row).toContainElement(canvas.getByText(t.answerFirst));
    await expect(canvas.queryByRole('heading', { name: t.listTitle('Primary') })).toBeNull();
  },
};

export const SkipSavesEmptyList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t.no }));
    await expect(canvas.queryByRole('button', { name: t.continue })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.skip }));
    await expect(args.onSkip).toHaveBeenCalledWith({ primary: [], contingent: [] });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t.yes }));
    await expect(canvas.getByRole('heading', { name: t.listTitle('Primary') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    const entry = entryOf(canvasElement, 'primary.0');
    await expect(await entry.findByText(beneficiaryMessages.relationshipRequired)).toBeVisible();
    await expect(entry.getByText(beneficiaryMessages.fullNameRequired)).toBeVisible();
    await expect(entry.getByText(beneficiaryMessages.allocationRequired)).toBeVisible();
    // Focus goes to the first field in error: the relationship.
    await waitFor(() =>
      expect(entry.getByRole('button', { name: new RegExp(t.relationship) })).toHaveFocus(),
    );
    // The error summary lists the three, in page order, each a link to its field.
    const summary = within(canvas.getByRole('alert', { name: 'There is a problem' }));
    await expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual([
      beneficiaryMessages.relationshipRequired,
      beneficiaryMessages.fullNameRequired,
      beneficiaryMessages.allocationRequired,
    ]);
    await userEvent.click(summary.getByRole('link', { name: beneficiaryMessages.allocationRequired }));
    await expect(entry.getByRole('textbox', { name: new RegExp(`^${t.allocation}`) })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LiveTotalAndSubmit: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t.yes }));
    const entry = entryOf(canvasElement, 'primary.0');
    const total = within(listOf(canvasElement, 'primary')).getByText(/Total allocation/);
    // Revealed with an empty allocation: the total is plain, not yet an error.
    await expect(total).toHaveAttribute('data-state', 'pending');
    await expect(total).toHaveTextContent(t.total('0'));
    await fillEntry(entry, 'Spouse', 'Jane Q. Public', '60');
    await expect(total).toHaveTextContent(`${t.total('60')} · ${beneficiaryListMessages.totalAllocation}`);
    await expect(total).toHaveAttribute('data-state', 'error');
    await userEvent.click(canvas.getByRole('button', { name: t.add('Primary') }));
    const second = entryOf(canvasElement, 'primary.1');
    await waitFor(() =>
      expect(second.getByRole('button', { name: new RegExp(t.relationship) })).toHaveFocus(),
    );
    await fillEntry(second, 'Trust', 'Public Family Trust', '40');
    await expect(total).toHaveTextContent(t.total('100'));
    await expect(total).toHaveAttribute('data-state', 'complete');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        primary: [
          { subtype: BENEFICIARY_SUBTYPE_CODES.SPOUSE, name: 'Jane Q. Public', allocation: 60 },
          { subtype: BENEFICIARY_SUBTYPE_CODES.TRUST, name: 'Public Family Trust', allocation: 40 },
        ],
        contingent: [],
      }),
    );
  },
};

export const FieldMessages: Story = {
  args: { mode: 'account', defaultValue: lists(saved('PRIMARY', 'Jane Public', 100)) },
  play: async ({ canvasElement }) => {
    const entry = entryOf(canvasElement, 'primary.0');
    const name = entry.getByRole('textbox', { name: t.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'Jane');
    await userEvent.tab();
    await expect(await entry.findByText(beneficiaryMessages.fullLegalName)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, ' Public Jr.');
    await waitFor(() => expect(entry.queryByText(beneficiaryMessages.fullLegalName)).toBeNull());
    const allocation = entry.getByRole('textbox', { name: new RegExp(`^${t.allocation}`) });
    await userEvent.clear(allocation);
    await userEvent.type(allocation, '0.5');
    await userEvent.tab();
    await expect(await entry.findByText(beneficiaryMessages.allocationMin)).toBeVisible();
    await userEvent.clear(allocation);
    await userEvent.type(allocation, '150e-+');
    await expect(allocation).toHaveValue('150');
    await expect(await entry.findByText(beneficiaryMessages.allocationMax)).toBeVisible();
  },
};

export const ContingentNeedsPrimary: Story = {
  args: { mode: 'account', defaultValue: lists(saved('CONTINGENCY', 'John Public', 100)) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(within(listOf(canvasElement, 'primary')).getByText(t.empty('Primary'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      beneficiaryListMessages.primaryNeededForContingent,
    );
    await expect(listOf(canvasElement, 'primary').querySelector('[data-list-error]')).toHaveTextContent(
      beneficiaryListMessages.primaryNeededForContingent,
    );
    // No field is in error: focus goes to the list the message is about.
    await waitFor(() => expect(canvas.getByRole('heading', { name: t.listTitle('Primary') })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MinimumOnePrimary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t.yes }));
    await userEvent.click(canvas.getByRole('button', { name: t.removeEntry('Primary', 1) }));
    await expect(canvas.getByRole('button', { name: t.add('Primary') })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      beneficiaryListMessages.minimumOnePrimary,
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: t.listTitle('Primary') })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AccountListsFilled: Story = {
  args: {
    mode: 'account',
    defaultValue: lists(
      saved('CONTINGENCY', 'John Public', 100, 'ESTATE'),
      saved('PRIMARY', 'Jane Public', 50, 'SPOUSE'),
      saved('PRIMARY', 'Mary-Jane O’Brien', 50),
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    for (const list of ['primary', 'contingent'] as const) {
      const total = within(listOf(canvasElement, list)).getByText(/Total allocation/);
      await expect(total).toHaveTextContent(t.total('100'));
      await expect(total).toHaveAttribute('data-state', 'complete');
    }
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    // The lists as saved (the API client's toBeneficiariesPayload puts contingent first, doc 2 §7).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(args.defaultValue));
  },
};

export const MaximumReached: Story = {
  args: {
    mode: 'account',
    defaultValue: lists(
      ...Array.from({ length: 10 }, (_, index) =>
        saved('PRIMARY', `Person ${String.fromCharCode(65 + index)}. Public`, 10),
      ),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-list="primary"] [data-entry]')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: t.add('Primary') })).toBeDisabled();
    await expect(canvas.getByText(beneficiaryListMessages.maxPrimary)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.add('Contingent') })).toBeEnabled();
  },
};

export const Back: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const NoStaleMessageUnderATypedField: Story = {
  args: { mode: 'account' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.add('Primary') }));
    const entry = entryOf(canvasElement, 'primary.0');
    await chooseRelationship(entry, 'Charity');
    await userEvent.type(entry.getByRole('textbox', { name: t.name }), 'Good Works Foundation');
    // Leaving the name validates the entry: the allocation, still empty, gets its message.
    await userEvent.click(entry.getByRole('textbox', { name: new RegExp(`^${t.allocation}`) }));
    await userEvent.keyboard('100');
    // Typed, the message goes at once (not on leaving the field), so Continue stays where it was.
    await waitFor(() => expect(entry.queryByText(beneficiaryMessages.allocationRequired)).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        lists(saved('PRIMARY', 'Good Works Foundation', 100, 'CHARITY')),
      ),
    );
  },
};

export const Submitting: Story = {
  args: { mode: 'account', defaultValue: lists(saved('PRIMARY', 'Jane Public', 100)), isSubmitting: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: t.continue });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { mode: 'account', defaultValue: lists(saved('PRIMARY', 'Jane Public', 100)), isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t.name })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.add('Primary') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.continue })).toBeDisabled();
  },
};

export const TotalNotHundred: Story = {
  args: {
    mode: 'account',
    defaultValue: lists(saved('PRIMARY', 'Jane Public', 60), saved('CONTINGENCY', 'John Public', 100)),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const entry = entryOf(canvasElement, 'primary.0');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    const summary = within(await canvas.findByRole('alert', { name: 'There is a problem' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: t.listTitle('Primary') })).toHaveFocus());
    await userEvent.click(summary.getByRole('link', { name: beneficiaryListMessages.totalAllocation }));
    await expect(canvas.getByRole('heading', { name: t.listTitle('Primary') })).toHaveFocus();
    const allocation = entry.getByRole('textbox', { name: new RegExp(`^${t.allocation}`) });
    await userEvent.clear(allocation);
    await userEvent.type(allocation, '100');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const OwnMessages: Story = {
  args: {
    mode: 'account',
    defaultValue: lists(saved('PRIMARY', 'Jane Public', 100)),
    messages: { continue: 'Save beneficiaries', name: 'Legal name' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save beneficiaries' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Jane Public');
    await expect(canvas.getByRole('button', { name: t.add('Primary') })).toBeVisible();
  },
};
