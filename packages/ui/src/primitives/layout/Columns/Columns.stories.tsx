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

/**
 * `collapseBelow="wide"`: a rail beside the page's main content only from 1600 px, where one column
 * would be wider than the measure; at a 1280 px window they stack, each full width.
 */
export const CollapsesBelowWide: Story = {
  args: { collapseBelow: 'wide', space: '32' },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <div data-columns="">
      <Columns {...args}>
        <Column width="1/3">
          <TextField label="About" />
        </Column>
        <Column width="2/3">
          <TextField label="Performance" />
        </Column>
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expect(window.innerWidth).toBeLessThan(1600);
    const row = canvasElement.querySelector('[data-columns]')?.firstElementChild as HTMLElement;
    await expect(getComputedStyle(row).flexDirection).toBe('column');
    const rowWidth = Math.round(row.getBoundingClientRect().width);
    await expect(widths(canvasElement)).toEqual([rowWidth, rowWidth]);
  },
};

const responsiveColumns = (args: Story['args']) => (
  <div data-columns="">
    <Columns
      {...args}
      space={{ mobile: '16', desktop: '32' }}
      collapseBelow="tablet"
      alignY={['stretch', 'center']}
    >
      <Column width="1/2">
        <TextField label="City" />
      </Column>
      <Column width="1/2">
        <TextField label="Zip" />
      </Column>
    </Columns>
  </div>
);

/** Responsive `space`: on a phone the columns stack 16 px apart... */
export const ResponsiveSpaceOnAPhone: Story = {
  render: responsiveColumns,
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    const city = canvas.getByRole('textbox', { name: 'City' }).getBoundingClientRect();
    const zip = canvas.getByRole('textbox', { name: 'Zip' }).getBoundingClientRect();
    await expect(zip.top).toBeGreaterThan(city.bottom);
    await expect(Math.round(zip.width)).toBe(Math.round(city.width));
  },
};

/** ...and from 1024 px they sit side by side, 32 px apart, two equal halves. */
export const ResponsiveSpaceOnADesktop: Story = {
  render: responsiveColumns,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const row = canvasElement.querySelector('[data-columns]')?.firstElementChild as HTMLElement;
    const [first, second] = [...row.children].map((column) => column.getBoundingClientRect());
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(32);
    await expect(Math.round(first?.width ?? 0)).toBe(Math.round(second?.width ?? 0));
    await expect(getComputedStyle(row).alignItems).toBe('center');
  },
};
