import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ScrollGate } from './ScrollGate';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const AGREEMENT_SCROLL_THRESHOLD_PX = 20;

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `${index + 1}. The Adviser will manage the Account on a discretionary basis in line with the Client's investment objectives, rebalancing the portfolio and harvesting tax losses where the Client has enabled it.`,
);

const meta = {
  title: 'Primitives/Controls/ScrollGate',
  component: ScrollGate,
  args: {
    'aria-label': 'Advisory Agreement',
    maxHeight: 200,
    onReachEnd: fn(),
    children: paragraphs.map((text) => <p key={text}>{text}</p>),
    footer: ({ reachedEnd }) => <Button isDisabled={!reachedEnd}>Agree &amp; Continue</Button>,
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ScrollGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollTo = (box: HTMLElement, top: number) => {
  box.scrollTop = top;
  box.dispatchEvent(new Event('scroll'));
};

export const EnablesAfterScrollingToTheEnd: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('region', { name: 'Advisory Agreement' });
    const agree = canvas.getByRole('button', { name: 'Agree & Continue' });
    await expect(agree).toBeDisabled();
    scrollTo(box, box.scrollHeight);
    await waitFor(() => expect(agree).toBeEnabled());
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
    // It stays reached when scrolled back up.
    scrollTo(box, 0);
    await expect(agree).toBeEnabled();
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};

export const ThresholdIs20Px: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: 'Advisory Agreement' });
    const bottom = box.scrollHeight - box.clientHeight;
    scrollTo(box, bottom - AGREEMENT_SCROLL_THRESHOLD_PX - 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('button', { name: 'Agree & Continue' })).toBeDisabled();
    scrollTo(box, bottom - AGREEMENT_SCROLL_THRESHOLD_PX + 2);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agree & Continue' })).toBeEnabled());
    await expect(canvasElement.querySelector('[data-reached-end]')).not.toBeNull();
  },
};

export const KeyboardFocusable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('region', { name: 'Advisory Agreement' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('tabindex', '0');
  },
};

export const ShortContentCountsAsRead: Story = {
  args: { children: <p>Short notice.</p> },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agree & Continue' })).toBeEnabled());
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};

/** Until the end is read, the bottom edge fades above a band with the cue; both go at the end. */
export const CueUntilTheEnd: Story = {
  args: { cue: 'Scroll to the end to sign' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('region', { name: 'Advisory Agreement' });
    const frame = box.parentElement as HTMLElement;
    // The cue (drawn from `data-cue`) and the fade over the box's bottom edge.
    await expect(getComputedStyle(frame, '::before').content).toBe('"Scroll to the end to sign"');
    await expect(getComputedStyle(frame, '::after').backgroundImage).toContain('linear-gradient');
    // Review 10: a pill over the text cut through a line. The cue is an opaque band across the
    // box's inner width, the fade above it, so no line shows half covered.
    const band = getComputedStyle(frame, '::before');
    await expect([band.left, band.right, band.transform]).toEqual(['1px', '1px', 'none']);
    await expect(band.backgroundColor).not.toMatch(/rgba\(.*, 0\)|transparent/);
    await expect(Number.parseFloat(getComputedStyle(frame, '::after').bottom)).toBeGreaterThan(
      Number.parseFloat(band.height),
    );
    scrollTo(box, box.scrollHeight);
    await waitFor(() => expect(canvasElement.querySelector('[data-reached-end]')).not.toBeNull());
    await expect(getComputedStyle(frame, '::before').content).toBe('none');
    await expect(getComputedStyle(frame, '::after').content).toBe('none');
  },
};
