import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { CopyableDetails } from './CopyableDetails';

// The USD wire details of Cairn's deposit guide, as rows.
const wire = [
  { id: 'bank', label: 'Bank', value: 'Sandbox Trust Company, N.A.', prose: true },
  { id: 'bankAddress', label: 'Bank address', value: '100 Harbor Street, Boston, MA 02110', prose: true },
  { id: 'routingNumber', label: 'Routing number', value: '110000000', figure: true },
  { id: 'accountNumber', label: 'Account number', value: '4410092217', figure: true },
  { id: 'accountName', label: 'Account name', value: 'Cairn Advisory FBO Ada Lovelace', prose: true },
  { id: 'referenceCode', label: 'Reference code (memo)', value: 'CRN-7Q4M-2XKD', emphasis: true },
];

const meta = {
  title: 'Primitives/Data/CopyableDetails',
  component: CopyableDetails,
  args: { items: wire },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CopyableDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The USD wire details, the reference code last and set apart inside the list's edges: its value
 * and Copy button line up with the other rows'; names, addresses and digits in the text face (the
 * digits tabular, as amounts), the reference code monospaced.
 */
export const WireDetails: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Reference code (memo)', { selector: 'dt' })).toBeVisible();
    const value = (text: string) => canvas.getByText(text).getBoundingClientRect();
    await expect(value('CRN-7Q4M-2XKD').left).toBe(value('110000000').left);
    const copy = (label: string) =>
      canvas.getByRole('button', { name: `Copy ${label}` }).getBoundingClientRect();
    await expect(copy('Reference code (memo)').right).toBe(copy('Routing number').right);
    const face = (text: string) => getComputedStyle(canvas.getByText(text)).fontFamily;
    await expect(face('Sandbox Trust Company, N.A.')).toBe(face('110000000'));
    await expect(face('CRN-7Q4M-2XKD')).not.toBe(face('110000000'));
    await expect(getComputedStyle(canvas.getByText('110000000')).fontVariantNumeric).toBe('tabular-nums');
    // The emphasised row's frame stays inside the list's edges (it used to bleed past them).
    const list = canvasElement.querySelector('dl')?.getBoundingClientRect();
    const frame = canvasElement.querySelector('[data-emphasis]')?.getBoundingClientRect();
    await expect(frame && list && frame.left >= list.left && frame.right <= list.right).toBe(true);
    const code = canvas.getByRole('button', { name: 'Copy Reference code (memo)' });
    await userEvent.click(code);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('CRN-7Q4M-2XKD');
    await expect(code).toHaveTextContent('Copied');
    const emphasised = canvasElement.querySelectorAll('[data-emphasis]');
    await expect(emphasised).toHaveLength(1);
    await expect(emphasised[0]).toHaveTextContent('CRN-7Q4M-2XKD');
  },
};

/**
 * A long wallet address in groups of four that wrap as whole groups (never mid-group), copied
 * whole, with no spaces, from the keyboard too.
 */
export const LongAddress: Story = {
  args: {
    items: [
      {
        label: 'Receiving address',
        value: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlhbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        emphasis: true,
        grouped: true,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const groups = [...canvasElement.querySelectorAll('dd:first-of-type > span')];
    await expect(groups[0]).toHaveTextContent(/^bc1q$/);
    // Each group sits on one line (a group never breaks).
    for (const group of groups) await expect(group.getClientRects()).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy Receiving address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlhbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    );
  },
};

/**
 * An address whose last group is short (42 characters: ten groups and 'an'): at no width does the
 * short group wrap onto a line of its own; it keeps to the line of the group before it.
 */
export const ShortLastGroup: Story = {
  args: {
    items: [
      {
        label: 'Receiving address',
        value: '0x71C7656EC7ab88b098defB751B7401B5f6d897an',
        emphasis: true,
        grouped: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    const leaves = [...canvasElement.querySelectorAll('dd:first-of-type span:not(:has(span))')];
    await expect(leaves.map((leaf) => leaf.textContent).join('')).toBe(
      '0x71C7656EC7ab88b098defB751B7401B5f6d897an',
    );
    const [before, last] = leaves.slice(-2) as [Element, Element];
    await expect(last).toHaveTextContent(/^an$/);
    for (let width = 260; width <= 640; width += 4) {
      list.style.width = `${width}px`;
      await expect(last.getBoundingClientRect().top).toBe(before.getBoundingClientRect().top);
    }
  },
};
