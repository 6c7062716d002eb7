import { globalMessages } from '@cairn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/controls/Button/Button';
import type { Toaster } from '../../primitives/feedback/Toaster/Toaster';
import { useToaster } from '../../primitives/feedback/Toaster/Toaster';
import { ToastRegion } from '../../primitives/feedback/Toaster/ToastRegion';
import { Link } from '../../primitives/navigation/Link/Link';
import { AppRoot } from './AppRoot';

/** Stands in for the API client's `setToast`: code outside React keeps the function it is given. */
let outsideToast: Toaster['toast'] | null = null;
const installToast = (toast: Toaster['toast']) => {
  outsideToast = toast;
};

function Page() {
  const { toast } = useToaster();
  return (
    <main>
      <h1>Cairn</h1>
      <Link href="/onboarding/signup">Sign Up</Link>
      <Button onPress={() => toast({ tone: 'info', message: 'From a component' })}>Toast from React</Button>
      <Button
        onPress={() => outsideToast?.({ tone: 'danger', message: globalMessages.serverError })}
        variant="secondary"
      >
        Toast from outside React
      </Button>
    </main>
  );
}

function Crash(): never {
  throw new Error('render failure');
}

function Crashing() {
  const [crash, setCrash] = useState(false);
  return crash ? <Crash /> : <Button onPress={() => setCrash(true)}>Break</Button>;
}

const meta = {
  title: 'Domain/AppRoot',
  component: AppRoot,
  parameters: { layout: 'fullscreen' },
  args: {
    app: 'onboarding',
    navigate: fn(),
    onError: fn(),
    onToasterReady: installToast,
    toastRegion: ToastRegion,
    children: <Page />,
  },
} satisfies Meta<typeof AppRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts come from components (`useToaster`) and from outside React through `onToasterReady`. */
export const Toasts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toast from React' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('From a component');
    await userEvent.click(canvas.getByRole('button', { name: 'Toast from outside React' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(globalMessages.serverError);
  },
};

/** A link to a page this app owns goes through the router. */
export const InAppLinks: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Sign Up' }));
    await expect(args.navigate).toHaveBeenCalledWith('/onboarding/signup');
  },
};

/** A render error shows the error screen and is reported. */
export const RenderError: Story = {
  args: { children: <Crashing /> },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Break' }));
    await expect(await screen.findByRole('heading', { name: 'Uh oh!' })).toBeInTheDocument();
    await waitFor(() => expect(args.onError).toHaveBeenCalled());
  },
};
