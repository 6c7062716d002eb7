import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SPACE_SCALE } from '../../../theme/shared';
import { Text } from '../Text/Text';
import { Stack, stackAlignments } from './Stack';

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
  args: {
    space: '16',
    children: [
      <Text key="a">Total balance is updated every minute.</Text>,
      <Text key="b" tone="muted" size="sm">
        Pending deposits are not included until they settle.
      </Text>,
      <Text key="c">Transfers take 1–3 business days.</Text>,
    ],
  },
  argTypes: {
    // Elements, not data: no JSON editor in the docs page's props table (axe `listitem`).
    children: { control: false },
    space: { control: 'select', options: Object.keys(SPACE_SCALE) },
    align: { control: 'inline-radio', options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const gapsBetween = (elements: Element[]) =>
  elements.slice(1).map((element, index) => {
    const previous = elements[index] as Element;
    return Math.round(element.getBoundingClientRect().top - previous.getBoundingClientRect().bottom);
  });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(gapsBetween([...stack.children])).toEqual([16, 16]);
  },
};

export const Spacious: Story = {
  args: { space: '32' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(gapsBetween([...stack.children])).toEqual([32, 32]);
  },
};

/** Hairlines between children, with the same space above and below each. */
export const WithDividers: Story = {
  args: { dividers: true, space: '12' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    const items = [...stack.children] as HTMLElement[];
    await expect(items).toHaveLength(3);
    await expect(getComputedStyle(items[1] as HTMLElement).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(items[1] as HTMLElement).paddingTop).toBe('12px');
    await expect(getComputedStyle(items[0] as HTMLElement).borderTopWidth).toBe('0px');
  },
};

/** As a list: each child becomes a list item; empty children take no space. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Next steps',
    space: '8',
    children: [<Text key="a">Verify your identity</Text>, null, <Text key="b">Make your first deposit</Text>],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Next steps' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.tagName).toBe('UL');
  },
};

export const AlignCenter: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

/** `space` by breakpoint, mobile first: `{ mobile: '8', desktop: '32' }` is 8 px on a phone... */
export const ResponsiveSpaceOnAPhone: Story = {
  args: { space: { mobile: '8', desktop: '32' }, align: ['stretch', 'center'] },
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(gapsBetween([...stack.children])).toEqual([8, 8]);
    await expect(getComputedStyle(stack).alignItems).toBe('stretch');
  },
};

/** ...and 32 px from 1024 px; `align={['stretch', 'center']}` centres the children from 768 px. */
export const ResponsiveSpaceOnADesktop: Story = {
  ...ResponsiveSpaceOnAPhone,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    await expect(gapsBetween([...stack.children])).toEqual([32, 32]);
    await expect(getComputedStyle(stack).alignItems).toBe('center');
  },
};

/**
 * `measure`: short content (settings cards, a two- or three-column table) keeps 61 rem (976 px, the
 * content column at 1280 px) in a wider column, on its start edge.
 */
export const Measure: Story = {
  args: { measure: true },
  render: (args) => (
    <div data-measure-frame="" style={{ width: 1200 }}>
      <Stack {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-measure-frame]') as HTMLElement;
    const stack = frame.firstElementChild as HTMLElement;
    await expect(Math.round(stack.getBoundingClientRect().width)).toBe(976);
    await expect(stack.getBoundingClientRect().left).toBe(frame.getBoundingClientRect().left);
  },
};
