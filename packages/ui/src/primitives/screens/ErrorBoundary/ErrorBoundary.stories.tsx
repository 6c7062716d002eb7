import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { MessageScreen } from '../Screen/Screen';
import { ErrorBoundary } from './ErrorBoundary';

function Exploding() {
  const [explode, setExplode] = useState(false);
  if (explode) throw new Error('render failed');
  return <Button onPress={() => setExplode(true)}>Break this page</Button>;
}

const meta = {
  title: 'Primitives/Screens/ErrorBoundary',
  component: ErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: {
    onError: fn(),
    fallback: (
      <MessageScreen
        role="alert"
        title="Something Went Wrong"
        message="This page could not be shown."
        actions={[{ label: 'Cairn Home', href: '/dashboard' }]}
      />
    ),
    children: <Exploding />,
  },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsTheErrorScreenAndReports: Story = {
  play: async ({ args, canvas }) => {
    // React logs caught render errors to the console; keep the test output about the assertion.
    const original = console.error;
    console.error = () => {};
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Break this page' }));
      await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    } finally {
      console.error = original;
    }
    await expect(canvas.getByRole('link', { name: 'Cairn Home' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    const [error, info] = (args.onError as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((error as Error).message).toBe('render failed');
    await expect((info as { componentStack?: string }).componentStack).toContain('Exploding');
  },
};
