import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '../../controls/TextField/TextField';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Primitives/Layout/Columns',
  component: Columns,
  parameters: { layout: 'padded' },
  args: { space: '16', collapseBelow: 'never', children: null },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const widths = (canvasElement: HTMLElement) =>
  [...(canvasElement.querySelector('[data-columns]')?.firstElementChild?.children ?? [])].map((column) =>
    Math.round(column.getBoundingClientRect().width),
  );

/** City / State / Zip: related short fields side by side in a 560 px form. */
export const CityStateZip: Story = {
  render: (args) => (
    <div data-columns="" style={{ width: 560 }}>
      <Columns {...args}>
        <Column width="1/2">
          <TextField label="City" />
        </Column>
        <Column width="1/4">
          <TextField label="State" />
        </Column>
        <Column width="1/4">
          <TextField label="Zip" />
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Zip' })).toBeVisible();
    // Each column is its fraction of the row plus one gap, less one gap (as in Braid), so a half
    // lines up with two quarters and the gap between them: 272 = 128 + 16 + 128.
    await expect(widths(canvasElement)).toEqual([272, 128, 128]);
  },
};

export const Thirds: Story = {
  render: (args) => (
    <div data-columns="" style={{ width: 632 }}>
      <Columns {...args} space="24">
        <Column width="1/3">
          <TextField label="First name" />
        </Column>
        <Column width="2/3">
          <TextField label="Last name" />
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(widths(canvasElement)).toEqual([195, 413]);
  },
};

/** A column sized by its content beside one that fills the rest. */
export const ContentAndFill: Story = {
  render: (args) => (
    <div data-columns="" style={{ width: 480 }}>
      <Columns {...args} alignY="center">
        <Column width="content">
          <span style={{ display: 'inline-block', width: 100 }}>Amount</span>
        </Column>
        <Column>
          <TextField label="Deposit amount" />
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(widths(canvasElement)).toEqual([100, 364]);
  },
};

/** Below the tablet breakpoint (768 px) the columns stack, full width, `space` apart. */
export const CollapsesOnNarrowScreens: Story = {
  args: { collapseBelow: 'tablet' },
  render: (args) => (
    <div data-columns="">
      <Columns {...args}>
        <Column width="1/2">
          <TextField label="City" />
        </Column>
        <Column width="1/2">
          <TextField label="Zip" />
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-columns]')?.firstElementChild as HTMLElement;
    const narrow = window.innerWidth < 768;
    await expect(getComputedStyle(row).flexDirection).toBe(narrow ? 'column' : 'row');
  },
};
