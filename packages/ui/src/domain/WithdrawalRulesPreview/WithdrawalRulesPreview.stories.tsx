import { withdrawalPreview } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { defaultWithdrawalRulesPreviewMessages as withdrawalPreviewTexts } from './messages';
import { WithdrawalRulesPreview } from './WithdrawalRulesPreview';

const preview = (amountText: string, availableBalance = '10000') =>
  withdrawalPreview({ amountText, availableBalance, tier: 'DEFAULT' });

const meta = {
  title: 'Domain/WithdrawalRulesPreview',
  component: WithdrawalRulesPreview,
  args: { preview: preview('') },
} satisfies Meta<typeof WithdrawalRulesPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before an amount: the rules and their figures. */
export const NoAmount: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: withdrawalPreviewTexts.title });
    await expect(region).toHaveAttribute('data-status', 'ENTER_AMOUNT');
    await expect(canvas.getByText('Full withdrawal from (75%)')).toBeVisible();
    await expect(canvas.getByText('$7,500.00')).toBeVisible();
    await expect(canvas.getByText('$1,500.00')).toBeVisible();
    await expect(canvas.getByText('$2,000.00')).toBeVisible();
    // What stays is not known yet: an em dash (not '--'), muted.
    const stays = canvas.getByText(withdrawalPreviewTexts.remaining).nextElementSibling as HTMLElement;
    await expect(stays).toHaveTextContent(/^\u2014$/);
    await expect(getComputedStyle(stays.firstElementChild as HTMLElement).color).not.toBe(
      getComputedStyle(stays).color,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(withdrawalPreviewTexts.status.ENTER_AMOUNT);
    await expect(canvasElement.querySelector('[data-tone="neutral"]')).not.toBeNull();
  },
};

export const Proceeds: Story = {
  args: { preview: preview('2500') },
  play: async ({ canvas }) => {
    // 7,500 stays in the account; 7,500 is also where a full withdrawal starts.
    await expect(canvas.getAllByText('$7,500.00')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(withdrawalPreviewTexts.status.PROCEED);
  },
};

/** 75 % or more: a full withdrawal (the spec README's stricter reading). */
export const FullWithdrawal: Story = {
  args: { preview: preview('7500') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This is 75% or more of your available balance, so it would be a full withdrawal, which closes your account.',
    );
  },
};

export const LeavesUnderMinimum: Story = {
  args: { preview: preview('2600', '4500') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,900.00')).toBeVisible();
    // Every figure is the kit's Money: tabular digits on the number (issue 30).
    const figures = canvas.getAllByRole('definition');
    await expect(figures).toHaveLength(5);
    for (const figure of figures) await expect(figure.querySelector('[data-figure="money"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This would leave less than the minimum account balance of $2,000.00 in your account.',
    );
  },
};

export const BelowMinimum: Story = {
  args: { preview: preview('100') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('status')).toHaveTextContent('The minimum withdrawal amount is $1,500.00.');
  },
};

export const ExceedsAvailable: Story = {
  args: { preview: preview('12000') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This is more than your available balance of $10,000.00.',
    );
  },
};

export const MinimumAboveAvailable: Story = {
  args: { preview: preview('', '900') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your available balance is below the minimum withdrawal of $1,500.00: only a full withdrawal is possible.',
    );
  },
};

/** `messages` replaces some words, the status sentences included. */
export const OwnWords: Story = {
  args: { preview: preview('2500'), messages: { title: 'Rules', status: { PROCEED: 'Fine.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Rules' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Fine.');
  },
};
