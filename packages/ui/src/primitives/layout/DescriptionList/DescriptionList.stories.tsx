import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Stack } from '../Stack/Stack';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/Layout/DescriptionList',
  component: DescriptionList,
  parameters: { layout: 'padded' },
  args: {
    title: 'Personal information',
    action: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    items: [
      { term: 'Full name', value: 'Jane Q. Investor' },
      { term: 'Date of birth', value: 'March 14, 1984' },
      { term: 'Address', value: '100 Main Street, Apt 4B, Springfield, IL 62701' },
      { term: 'SSN', value: '•••-••-6789' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DescriptionList {...args} />
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewGroup: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByText('Jane Q. Investor').closest('dl') as HTMLElement;
    const heading = canvas.getByRole('heading', { level: 2, name: 'Personal information' });
    await expect(list).toHaveAttribute('aria-labelledby', heading.id);
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/**
 * One alignment rule: every value starts on one left edge after the terms' fixed column, figures
 * too (tabular digits: amounts and digits-only identifiers, in one face); a long code (`mono`, a
 * wallet address) is monospace in groups of four that wrap only between groups.
 */
export const Numeric: Story = {
  args: {
    title: 'Withdrawal',
    action: undefined,
    items: [
      { term: 'Account type', value: 'Bank account' },
      { term: 'Amount (USD)', value: '$2,000.00', numeric: true },
      { term: 'Routing number', value: '021000021', numeric: true },
      { term: 'Destination wallet', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', mono: true },
    ],
  },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('$2,000.00');
    await expect(getComputedStyle(amount).textAlign).not.toBe('end');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(canvas.getByText('021000021')).fontFamily).toBe(
      getComputedStyle(amount).fontFamily,
    );
    const wallet = canvas.getByText('bc1q').parentElement;
    await expect(getComputedStyle(canvas.getByText('bc1q')).fontFamily).toMatch(/mono/i);
    await expect(wallet).toHaveTextContent('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const lefts = canvas.getAllByRole('definition').map((dd) => Math.round(dd.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1);
  },
};

/** The review page: several groups, each with its Edit action. */
export const Groups: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <Stack space="32">
        <DescriptionList
          title="Contact details"
          action={
            <Button variant="secondary" size="sm">
              Edit contact details
            </Button>
          }
          items={[
            { term: 'Email', value: 'jane@example.com' },
            { term: 'Mobile', value: '+1 (555) 010-0199' },
          ]}
        />
        <DescriptionList
          title="Investment style"
          action={
            <Button variant="secondary" size="sm">
              Edit investment style
            </Button>
          }
          items={[
            { term: 'Style', value: 'Smart Beta' },
            { term: 'Tax-loss harvesting', value: 'On' },
          ]}
        />
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Edit investment style' })).toBeVisible();
  },
};
