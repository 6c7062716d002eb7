import { portfolioWeightMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PieChart } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../../primitives/feedback/Banner/Banner';
import { EmptyState } from '../../primitives/layout/EmptyState/EmptyState';
import { defaultPortfolioEditorMessages as portfolioEditorTexts } from './messages';
import { PortfolioEditor } from './PortfolioEditor';
import { tenInvestments, threeInvestments } from './portfolioFixtures';

const meta = {
  title: 'Domain/PortfolioEditor',
  component: PortfolioEditor,
  args: {
    defaultValue: threeInvestments,
    onApply: fn(),
    onChange: fn(),
    onReset: fn(),
    onAddModel: fn(),
    onAddIndex: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PortfolioEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const sliderOf = (canvas: Canvas, name: string) =>
  canvas.getByRole('slider', { name: portfolioEditorTexts.weightOf(name) }) as HTMLInputElement;
const percentOf = (canvas: Canvas, name: string) =>
  canvas.getByRole('textbox', { name: portfolioEditorTexts.percentOf(name) });
const apply = (canvas: Canvas) => canvas.getByRole('button', { name: portfolioEditorTexts.apply });

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Total: 100%')).toBeVisible();
    await expect(apply(canvas)).toBeEnabled();
    await expect(canvas.queryByText(portfolioWeightMessages.allocationRule)).toBeNull();
    // A missing or broken icon shows the investment's initials, never the broken image glyph.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-fallback="initials"]')).toHaveLength(2));
    const marks = [...canvasElement.querySelectorAll('[data-fallback="initials"]')].map(
      (mark) => mark.textContent,
    );
    await expect(marks).toEqual(['SB', 'CD']);
  },
};

export const SliderMovesInput: Story = {
  play: async ({ args, canvas }) => {
    const slider = sliderOf(canvas, 'Market');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider.value).toBe('51');
    await expect(percentOf(canvas, 'Market')).toHaveValue('51');
    await expect(canvas.getByText('Total: 101%')).toHaveAttribute('data-valid', 'false');
    await expect(canvas.getByText(portfolioWeightMessages.allocationRule)).toHaveAttribute('role', 'status');
    await expect(apply(canvas)).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(percentOf(canvas, 'Market')).toHaveValue('50');
    await expect(apply(canvas)).toBeEnabled();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const InputMovesSlider: Story = {
  play: async ({ args, canvas }) => {
    const input = percentOf(canvas, 'Smart Beta');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('25');
    await expect(sliderOf(canvas, 'Smart Beta').value).toBe('25');
    await expect(canvas.getByText('Total: 95%')).toBeVisible();
    await expect(apply(canvas)).toBeDisabled();
    await userEvent.clear(percentOf(canvas, 'Market'));
    await userEvent.keyboard('55');
    await expect(canvas.getByText('Total: 100%')).toBeVisible();
    await userEvent.click(apply(canvas));
    await expect(args.onApply).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'market', weight: 55 }),
      expect.objectContaining({ id: 'smart-beta', weight: 25 }),
      expect.objectContaining({ id: 'defi', weight: 20 }),
    ]);
  },
};

export const BelowFiveBecomesFive: Story = {
  play: async ({ canvas }) => {
    const input = percentOf(canvas, 'Cairn DeFi');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('3');
    await expect(sliderOf(canvas, 'Cairn DeFi').value).toBe('5');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    // Empty becomes 5 too; e, E, +, - and the point are refused.
    await userEvent.clear(input);
    await userEvent.keyboard('e+-.');
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    // The slider cannot go under 5 either.
    const slider = sliderOf(canvas, 'Cairn DeFi');
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider.value).toBe('5');
  },
};

export const InvalidTotal: Story = {
  args: {
    defaultValue: [
      { id: 'market', name: 'Market', weight: 60 },
      { id: 'defi', name: 'Cairn DeFi', weight: 30 },
    ],
  },
  play: async ({ args, canvas }) => {
    // Opened on weights that do not add up: Apply is disabled, the total plain, no rule yet.
    await expect(canvas.getByText('Total: 90%')).toHaveAttribute('data-valid', 'true');
    await expect(canvas.queryByText(portfolioWeightMessages.allocationRule)).toBeNull();
    await expect(apply(canvas)).toBeDisabled();
    await userEvent.click(apply(canvas), { pointerEventsCheck: 0 });
    await expect(args.onApply).not.toHaveBeenCalled();
    // The first change shows the rule.
    sliderOf(canvas, 'Market').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Total: 91%')).toHaveAttribute('data-valid', 'false');
    await expect(canvas.getByText(portfolioWeightMessages.allocationRule)).toHaveAttribute('role', 'status');
  },
};

export const Remove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: portfolioEditorTexts.remove('Smart Beta') }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'market' }),
      expect.objectContaining({ id: 'defi' }),
    ]);
    await expect(canvas.getByText('Total: 70%')).toBeVisible();
    // Focus moves to the remove button that took the removed row's place.
    await expect(
      canvas.getByRole('button', { name: portfolioEditorTexts.remove('Cairn DeFi') }),
    ).toHaveFocus();
  },
};

export const LastSelectionRequired: Story = {
  args: { defaultValue: [{ id: 'market', name: 'Market', weight: 100 }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: portfolioEditorTexts.remove('Market') }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', {
      name: portfolioWeightMessages.selectionRequiredTitle,
    });
    await expect(dialog).toHaveTextContent(portfolioWeightMessages.selectionRequired);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AddActions: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Model' }));
    await expect(args.onAddModel).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Add New Index' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onAddIndex).toHaveBeenCalledTimes(1);
  },
};

export const Reset: Story = {
  play: async ({ args, canvas }) => {
    const slider = sliderOf(canvas, 'Market');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(percentOf(canvas, 'Market')).toHaveValue('48');
    await userEvent.click(canvas.getByRole('button', { name: portfolioEditorTexts.reset }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(percentOf(canvas, 'Market')).toHaveValue('50');
    await expect(canvas.getByText('Total: 100%')).toBeVisible();
  },
};

export const ChangesApplied: Story = {
  args: { isApplied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(portfolioEditorTexts.changesApplied)).toBeVisible();
    // Inside a live region that is there before the badge, so Save & Activate's outcome is heard.
    await expect(
      canvas.getByText(portfolioEditorTexts.changesApplied).closest('[role="status"]'),
    ).not.toBeNull();
  },
};

export const Applying: Story = {
  args: { isApplying: true },
  play: async ({ args, canvas }) => {
    await expect(apply(canvas)).toHaveAttribute('data-pending', 'true');
    await userEvent.click(apply(canvas));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const DisabledUnderBanner: Story = {
  args: {
    isDisabled: true,
    banner: (
      <Banner tone="warning" title="Portfolio Below Rebalancing Minimum" role="none">
        Your balance is below the $2,000 rebalancing minimum.
      </Banner>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Portfolio Below Rebalancing Minimum')).toBeVisible();
    await expect(sliderOf(canvas, 'Market')).toBeDisabled();
    await expect(percentOf(canvas, 'Market')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: portfolioEditorTexts.remove('Market') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add New Model' })).toBeDisabled();
    await expect(apply(canvas)).toBeDisabled();
  },
};

/**
 * No investment yet: the card is the empty state (`empty`) with the add actions under it as its
 * action, no total summing nothing and no Reset or Apply Changes.
 */
export const Empty: Story = {
  args: {
    defaultValue: [],
    empty: (
      <EmptyState icon={PieChart} title="No Investments Selected">
        Add a model or an index from the Marketplace to build your portfolio.
      </EmptyState>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Investments Selected' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: portfolioEditorTexts.listLabel })).toBeNull();
    await expect(canvas.queryByText(/^Total:/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add New Model' })).toBeEnabled();
    // One primary button: Add New Model filled, Add New Index beside it secondary.
    await expect(canvas.getByRole('button', { name: 'Add New Model' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(canvas.getByRole('button', { name: 'Add New Index' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    // Nothing to reset or apply: the add actions are the empty state's only action.
    await expect(canvas.queryByRole('button', { name: portfolioEditorTexts.apply })).toBeNull();
    // ...and the layout audit reads them as one ([data-empty-state] on the card around them).
    await expect(
      canvas.getByRole('button', { name: 'Add New Model' }).closest('[data-empty-state]'),
    ).not.toBeNull();
  },
};

/** Ten rows: dragging one slider re-renders that row and the total only (see PortfolioEditor.test.tsx). */
export const TenRows: Story = {
  args: { defaultValue: tenInvestments },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('Total: 100%')).toBeVisible();
    const slider = sliderOf(canvas, 'Index 4');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(percentOf(canvas, 'Index 4')).toHaveValue('13');
    await expect(percentOf(canvas, 'Index 5')).toHaveValue('10');
    await expect(canvas.getByText('Total: 103%')).toBeVisible();
  },
};

const UNAVAILABLE = 'Remove the investments that hold excluded assets to apply your changes.';

/** Valid weights, but Apply Changes held back for another reason, told on hover and focus. */
export const ApplyDisabledWithReason: Story = {
  args: { applyDisabledReason: UNAVAILABLE },
  play: async ({ args, canvas }) => {
    const button = apply(canvas);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(UNAVAILABLE);
    button.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(UNAVAILABLE);
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

const MAXIMUM = 'You have reached the maximum number of investments in your portfolio.';

/**
 * A row a banner is about carries its warning badge; at the maximum the add actions say why beside
 * them and look disabled, yet still report a press (the app answers with its dialog). A valid total
 * shows its check.
 */
export const RowWarningAndAddHint: Story = {
  args: {
    defaultValue: threeInvestments.map((item, index) =>
      index === 0 ? { ...item, warning: 'Below minimum' } : item,
    ),
    addHint: MAXIMUM,
  },
  play: async ({ args, canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveAttribute('data-warning');
    await expect(within(first as HTMLElement).getByText('Below minimum')).toBeVisible();
    const addModel = canvas.getByRole('button', { name: 'Add New Model' });
    await expect(addModel).toHaveAttribute('data-soft-disabled');
    await expect(canvas.getByText(MAXIMUM)).toBeVisible();
    await userEvent.click(addModel);
    await expect(args.onAddModel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Total: 100%')).toHaveAttribute('data-complete');
  },
};

const BELOW_MINIMUM_REASON = 'You can apply changes once your balance reaches the rebalancing minimum.';

/**
 * In a 56 rem editor (a page at 1280 px) a name and its badge keep their width and the sliders
 * give way (issue 30: 'Bitcoin & …'); every row's slider starts at one line; Apply's reason takes
 * a left-aligned line of its own above Reset and Apply (it wrapped to three lines beside them).
 */
export const NarrowKeepsNamesWhole: Story = {
  args: {
    defaultValue: threeInvestments.map((item, index) =>
      index === 0 ? { ...item, name: 'Bitcoin & Ether', warning: 'Below minimum' } : item,
    ),
    applyDisabledReason: BELOW_MINIMUM_REASON,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '56rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const name = canvas.getByText('Bitcoin & Ether');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    // The slider's whole box (the row's third cell), not its thumb.
    const track = (item: string) => sliderOf(canvas, item).closest('li > *')?.getBoundingClientRect();
    const starts = ['Bitcoin & Ether', 'Smart Beta', 'Cairn DeFi'].map((item) => track(item)?.left);
    await expect(new Set(starts).size).toBe(1);
    await expect(track('Smart Beta')?.width ?? 0).toBeGreaterThanOrEqual(160);
    // The visible reason (the other copy is Apply's description, for screen readers).
    const reason = canvas.getAllByText(BELOW_MINIMUM_REASON).find((text) => text.hasAttribute('aria-hidden'));
    if (!reason) throw new Error('no visible reason beside Apply');
    await expect(reason.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      apply(canvas).getBoundingClientRect().top,
    );
    await expect(getComputedStyle(reason).textAlign).toBe('start');
  },
};
