import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultTaxSummaryMessages as taxSummaryTexts } from './messages';
import { TaxSummary } from './TaxSummary';

const today = { year: 2025, month: 6, day: 15 };

const meta = {
  title: 'Domain/TaxSummary',
  component: TaxSummary,
  args: {
    year: 2024,
    today,
    summary: { shortTerm: '1200', longTerm: '-35.1', total: '1164.9' },
    onOpenDisclosures: fn(),
  },
} satisfies Meta<typeof TaxSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, label: string) => {
  const header = within(canvasElement).getByRole('rowheader', { name: label });
  return header.nextElementSibling as HTMLElement;
};

export const PastYear: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Tax Summary' })).toBeVisible();
    await expect(canvas.getByText('January 1, 2024 – December 31, 2024')).toBeVisible();
    await expect(canvas.queryByText('In Progress')).toBeNull();
    await expect(amountOf(canvasElement, 'Short-term')).toHaveTextContent('+$1,200.00');
    await expect(amountOf(canvasElement, 'Short-term')).toHaveAttribute('data-sign', 'gain');
    // A loss is a figure: U+2212, never the hyphen-minus (issue 30's audit), and a 'Loss' word.
    await expect(amountOf(canvasElement, 'Long-term')).toHaveTextContent('Loss \u2212$35.10');
    await expect(amountOf(canvasElement, 'Long-term')).not.toHaveTextContent('-');
    await expect(amountOf(canvasElement, 'Long-term')).toHaveAttribute('data-sign', 'loss');
    await expect(amountOf(canvasElement, 'Short-term')).toHaveTextContent('Gain +$1,200.00');
    await expect(amountOf(canvasElement, 'Total')).toHaveTextContent('+$1,164.90');
  },
};

export const CurrentYearInProgress: Story = {
  args: { year: 2025, summary: { shortTerm: '0', longTerm: '250.5', total: '250.5' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('In Progress')).toBeVisible();
    await expect(canvas.getByText('January 1, 2025 – Today')).toBeVisible();
    // Zero gets no sign.
    await expect(amountOf(canvasElement, 'Short-term')).toHaveTextContent('$0.00');
    await expect(amountOf(canvasElement, 'Short-term')).toHaveAttribute('data-sign', 'zero');
  },
};

export const Loading: Story = {
  args: { isLoading: true, summary: null },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Tax Summary' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const TaxAdviceTooltip: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const info = canvas.getByRole('button', { name: taxSummaryTexts.taxAdviceLabel });
    await expect(info).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Cairn does not provide tax advice');
    await expect(info).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Disclosures: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Important Tax Disclosures' });
    await userEvent.click(link);
    await expect(args.onOpenDisclosures).toHaveBeenCalledTimes(1);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDisclosures).toHaveBeenCalledTimes(2);
  },
};

/** `messages` replaces some words; the others stay the kit's. */
export const OwnWords: Story = {
  args: { messages: { title: 'Gains and Losses' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gains and Losses' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: taxSummaryTexts.disclosures })).toBeInTheDocument();
  },
};
