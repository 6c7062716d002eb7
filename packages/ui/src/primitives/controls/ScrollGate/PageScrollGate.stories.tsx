import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DescriptionList } from '../../layout/DescriptionList/DescriptionList';
import { Stack } from '../../layout/Stack/Stack';
import { Button } from '../Button/Button';
import { PageScrollGate } from './PageScrollGate';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const AGREEMENT_SCROLL_THRESHOLD_PX = 20;

const sections = ['1', '2', '3', '4', '5', '6', '7', '8'].map((number) => (
  <DescriptionList
    key={number}
    title={`Section ${number}`}
    items={[
      { term: 'Name', value: 'Ada King Lovelace' },
      { term: 'Address', value: '1 Beacon Street, Floor 3, Boston, MA 02108' },
      { term: 'Recommended style', value: 'Smart Beta' },
    ]}
  />
));

const meta = {
  title: 'Primitives/Controls/PageScrollGate',
  component: PageScrollGate,
  parameters: { layout: 'padded' },
  args: {
    onReachEnd: fn(),
    children: <Stack space="32">{sections}</Stack>,
    footer: ({ reachedEnd }) => <Button isDisabled={!reachedEnd}>Confirm and Submit</Button>,
  },
  beforeEach: () => {
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof PageScrollGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const bottomOfPage = () => document.documentElement.scrollHeight - window.innerHeight;

/** The review scrolls with the page; Confirm and Submit is enabled at its bottom and stays so. */
export const EnablesAtTheBottomOfThePage: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Confirm and Submit' });
    await expect(bottomOfPage()).toBeGreaterThan(AGREEMENT_SCROLL_THRESHOLD_PX);
    await expect(submit).toBeDisabled();
    window.scrollTo(0, bottomOfPage());
    await waitFor(() => expect(submit).toBeEnabled());
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(submit).toBeEnabled();
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};

/** 20 px from the bottom is the end (doc 1 §9); 25 px is not. */
export const ThresholdIs20Px: Story = {
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Confirm and Submit' });
    window.scrollTo(0, bottomOfPage() - AGREEMENT_SCROLL_THRESHOLD_PX - 5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(submit).toBeDisabled();
    window.scrollTo(0, bottomOfPage() - AGREEMENT_SCROLL_THRESHOLD_PX + 2);
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(canvasElement.querySelector('[data-reached-end]')).not.toBeNull();
  },
};

/** A page that fits the window has nothing to scroll: it counts as read. */
export const ShortPageCountsAsRead: Story = {
  args: { children: <p>One short section.</p> },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled());
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};
