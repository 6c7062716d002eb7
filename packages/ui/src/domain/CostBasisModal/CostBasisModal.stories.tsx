import { type CostBasisDetail, costBasisMessages, dec, type SavedCostBasisDetail } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import { DialogTrigger } from '../../primitives/overlays/Dialog/Dialog';
import { CostBasisModal, type CostBasisModalProps } from './CostBasisModal';
import { defaultCostBasisModalMessages as costBasisModalTexts } from './messages';

const t = costBasisModalTexts;
const body = within(document.body);
// Ends the pending save of the SavingThenClosed story.
let finishSave = () => {};

function WithTrigger(props: CostBasisModalProps) {
  return (
    <DialogTrigger>
      <Button tone="danger" size="sm">
        Add Details
      </Button>
      <CostBasisModal {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Domain/CostBasisModal',
  component: CostBasisModal,
  render: (args) => <WithTrigger {...args} />,
  args: { asset: 'BTC', depositAmount: '1', saved: [], onSave: fn(async () => {}) },
} satisfies Meta<typeof CostBasisModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cost basis entry as Save sends it: exact amounts, a calendar date. */
const detail = (costBasis: string, isoDate: string, nativeAmount: string): CostBasisDetail => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { costBasis: dec(costBasis), purchaseDate: { year, month, day }, nativeAmount: dec(nativeAmount) };
};

const savedEntries: SavedCostBasisDetail[] = [
  { costBasis: '25000', purchaseDate: { year: 2023, month: 5, day: 1 }, nativeAmount: '0.5' },
  { costBasis: '12000.5', purchaseDate: { year: 2024, month: 1, day: 2 }, nativeAmount: '0.5' },
];

async function open(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Details' }));
  return within(await body.findByRole('dialog', { name: t.title }));
}

const field = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const entry = (dialog: ReturnType<typeof within>, position: number) =>
  within(dialog.getByRole('group', { name: t.entry(position) }));
const save = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: t.save });

export const SingleEntry: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    const asset = field(dialog, t.asset);
    await expect(asset).toHaveValue('BTC');
    await expect(asset).toBeDisabled();
    // One entry: its quantity is the deposit amount, so neither the field nor the counter shows.
    await expect(dialog.queryByRole('textbox', { name: t.quantity })).toBeNull();
    await expect(dialog.queryByText(/Total BTC/)).toBeNull();
    await waitFor(() => expect(dialog.getByText(t.help)).toBeVisible());
    await expect(dialog.queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.type(field(dialog, t.costBasis), '1234.5');
    await userEvent.type(field(dialog, t.purchaseDate), '01a152024');
    await expect(field(dialog, t.purchaseDate)).toHaveValue('01/15/2024');
    await expect(field(dialog, t.costBasis)).toHaveValue('1,234.50');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith([detail('1234.5', '2024-01-15', '1')]));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(save(dialog));
    await expect(await dialog.findByText(costBasisMessages.costBasisRequired)).toBeVisible();
    await expect(await dialog.findByText(costBasisMessages.purchaseDateRequired)).toBeVisible();
    await expect(field(dialog, t.costBasis)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeVisible();
    // Focus goes to the first field in error.
    await waitFor(() => expect(field(dialog, t.costBasis)).toHaveFocus());
  },
};

export const FieldMessages: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(field(dialog, t.costBasis), '0e-+');
    await expect(field(dialog, t.costBasis)).toHaveValue('0');
    await userEvent.type(field(dialog, t.purchaseDate), '13452024');
    await userEvent.tab();
    await expect(await dialog.findByText(costBasisMessages.costBasisMinimum)).toBeVisible();
    await expect(await dialog.findByText(costBasisMessages.purchaseDateFormat)).toBeVisible();
  },
};

/** Issue 27: no purchase after the deposit was received, nor in the future; nothing is saved. */
export const PurchaseDateLimits: Story = {
  args: {
    dateLimits: { receivedOn: { year: 2026, month: 3, day: 10 }, today: { year: 2026, month: 11, day: 21 } },
  },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(field(dialog, t.costBasis), '100');
    await userEvent.type(field(dialog, t.purchaseDate), '03112026');
    await userEvent.click(save(dialog));
    await expect(await dialog.findByText(costBasisMessages.purchaseAfterReceipt('03/10/2026'))).toBeVisible();
    await expect(field(dialog, t.purchaseDate)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field(dialog, t.purchaseDate));
    await userEvent.type(field(dialog, t.purchaseDate), '01012031');
    await expect(await dialog.findByText(costBasisMessages.purchaseInFuture)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    // The receipt day itself is a purchase date the form takes.
    await userEvent.clear(field(dialog, t.purchaseDate));
    await userEvent.type(field(dialog, t.purchaseDate), '03102026');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith([detail('100', '2026-03-10', '1')]));
  },
};

export const AddMoreAndCounter: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    // Hung from the flows' top edge: a new entry grows the panel downward, its top holds.
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    const panelTop = () => document.querySelector('[data-size]')?.getBoundingClientRect().top;
    const top = panelTop();
    await userEvent.click(dialog.getByRole('button', { name: t.addMore }));
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    await expect(panelTop()).toBe(top);
    const first = entry(dialog, 1);
    const second = entry(dialog, 2);
    // Focus moves to the new entry; nothing remains to pre-fill yet.
    await waitFor(() => expect(field(second, t.quantity)).toHaveFocus());
    await expect(field(second, t.quantity)).toHaveValue('');
    await expect(first.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(second.getByRole('button', { name: t.removeEntry(2) })).toBeVisible();

    await userEvent.clear(field(first, t.quantity));
    await userEvent.type(field(first, t.quantity), '0.4');
    await userEvent.type(field(second, t.quantity), '0.25');
    const counter = dialog.getByText(/Total BTC/);
    await expect(counter).toHaveTextContent(`Total BTC: 0.65 / 1 · ${costBasisMessages.quantitiesMustSum}`);
    await expect(counter).toHaveAttribute('data-state', 'error');
    await expect(save(dialog)).toBeDisabled();

    // The new entry holds the remaining quantity.
    await userEvent.click(dialog.getByRole('button', { name: t.addMore }));
    const third = entry(dialog, 3);
    await expect(field(third, t.quantity)).toHaveValue('0.35');
    await expect(counter).toHaveTextContent(`Total BTC: 1 / 1 · ${t.matches}`);
    await expect(counter).toHaveAttribute('data-state', 'ok');
    await expect(save(dialog)).toBeEnabled();

    for (const [scope, cost, date] of [
      [first, '100', '01012023'],
      [second, '200', '02012023'],
      [third, '300', '03012023'],
    ] as const) {
      await userEvent.type(field(scope, t.costBasis), cost);
      await userEvent.type(field(scope, t.purchaseDate), date);
    }
    await userEvent.click(save(dialog));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([
        detail('100', '2023-01-01', '0.4'),
        detail('200', '2023-02-01', '0.25'),
        detail('300', '2023-03-01', '0.35'),
      ]),
    );
  },
};

export const RemoveEntry: Story = {
  args: { saved: savedEntries },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog.getByText(/Total BTC/)).toHaveTextContent('Total BTC: 1 / 1');
    await expect(field(entry(dialog, 2), t.costBasis)).toHaveValue('12,000.50');
    await userEvent.click(dialog.getByRole('button', { name: t.removeEntry(2) }));
    await expect(dialog.getByRole('button', { name: t.addMore })).toHaveFocus();
    // One entry left: its quantity becomes the deposit amount again and the counter goes.
    await expect(dialog.queryByRole('textbox', { name: t.quantity })).toBeNull();
    await expect(dialog.queryByText(/Total BTC/)).toBeNull();
    await expect(save(dialog)).toBeEnabled();
  },
};

export const UnchangedClosesWithoutSaving: Story = {
  args: { saved: savedEntries },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(save(dialog));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(save(dialog)).toBeDisabled();
    await expect(field(dialog, t.costBasis)).toBeDisabled();
  },
};

export const UpdateNotEnabled: Story = {
  args: { saved: savedEntries, isUpdateEnabled: false },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(save(dialog)).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A pending save shows on Save; nothing can change or close the modal until it settles. */
export const SavingThenClosed: Story = {
  args: {
    onSave: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSave = resolve;
        }),
    ),
  },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(field(dialog, t.costBasis), '100');
    await userEvent.type(field(dialog, t.purchaseDate), '01152024');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(save(dialog)).toHaveAttribute('data-pending', 'true');
    await expect(dialog.getByRole('button', { name: t.cancel })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(field(dialog, t.costBasis)).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    await userEvent.click(save(dialog));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    finishSave();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria announces the pending Save in a live region naming the button; with the modal
    // gone that announcement names nothing until it expires (7 s). Let it, so axe sees the page
    // as a user would a moment later.
    await waitFor(() => expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull(), {
      timeout: 8000,
    });
  },
};

/** A failed save leaves the modal open with everything typed, ready to try again. */
export const FailedSaveKeepsEntries: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.type(field(dialog, t.costBasis), '1234.5');
    await userEvent.type(field(dialog, t.purchaseDate), '01152024');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save(dialog)).not.toHaveAttribute('data-pending'));
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(field(dialog, t.costBasis)).toHaveValue('1,234.50');
    await expect(field(dialog, t.purchaseDate)).toHaveValue('01/15/2024');
    await expect(field(dialog, t.costBasis)).not.toHaveAttribute('readonly');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

export const OwnMessages: Story = {
  args: { messages: { title: 'Modify Details', save: 'Save details' } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        Modify Details
      </Button>
      <CostBasisModal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modify Details' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Modify Details' }));
    // Visible once the modal's entry animation is over.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save details' })).toBeVisible());
  },
};
