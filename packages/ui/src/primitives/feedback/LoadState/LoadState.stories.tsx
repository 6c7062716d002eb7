import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadState, type Read } from './LoadState';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const LOAD_STATE_TEXTS = {
  failed: 'We could not load this page.',
  loading: 'Loading',
  retry: 'Try again',
};

const meta = {
  title: 'Primitives/Feedback/LoadState',
  component: LoadState<string>,
  args: {
    read: { data: undefined, error: undefined, mutate: fn() },
    children: (data: string) => <p>{data}</p>,
  },
} satisfies Meta<typeof LoadState<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: LOAD_STATE_TEXTS.loading })).toBeVisible();
  },
};

export const WithSkeleton: Story = {
  args: { loading: <p aria-busy="true">Loading holdings…</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading holdings…')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loaded: Story = {
  args: { read: { data: 'Balance: $25,000.00', error: undefined, mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance: $25,000.00')).toBeVisible();
  },
};

/** A failed read offers to read again; the error toast has already said why. */
export const Failed: Story = {
  args: { read: { data: undefined, error: new Error('500'), mutate: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_STATE_TEXTS.failed);
    await userEvent.click(canvas.getByRole('button', { name: LOAD_STATE_TEXTS.retry }));
    await expect(args.read.mutate).toHaveBeenCalledOnce();
  },
};

/** Try again reads again and shows the content once it arrives. */
export const RetryThenLoaded: Story = {
  render: () => {
    const [loaded, setLoaded] = useState(false);
    const read: Read<string> = loaded
      ? { data: 'Holdings', error: undefined, mutate: () => {} }
      : { data: undefined, error: new Error('500'), mutate: () => setLoaded(true) };
    return <LoadState read={read}>{(data) => <p>{data}</p>}</LoadState>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: LOAD_STATE_TEXTS.retry }));
    await expect(await canvas.findByText('Holdings')).toBeVisible();
  },
};

/** Data already in stays while it revalidates, even if the revalidation fails. */
export const StaleDataKeptOnError: Story = {
  args: { read: { data: 'Last balance', error: new Error('500'), mutate: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last balance')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
