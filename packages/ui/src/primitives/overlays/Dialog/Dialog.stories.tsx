import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import {
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTrigger,
  useDialogContext,
} from './Dialog';
import { dialogSizes, dialogTones } from './Dialog.css';

const meta = {
  title: 'Primitives/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Fee Details',
    children:
      'The advisory fee is charged monthly on the average daily balance of your account. Custody fees are passed through at cost.',
  },
  argTypes: {
    size: { control: 'select', options: dialogSizes },
    tone: { control: 'select', options: dialogTones },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open fee details</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open fee details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Fee Details' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpenAndCloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open fee details' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fee Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithFooterActions: Story = {
  args: {
    title: 'Discard Changes?',
    children: 'Your unsaved portfolio changes will be lost.',
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Keep Editing
        </Button>
        <Button tone="danger" onPress={close}>
          Discard
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open fee details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard Changes?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

const onClose = fn();

/** A dialog its page holds open: `onClose` hears every way the user closes it, the page then hides it. */
function HeldOpen({ cancelLabel }: { cancelLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open fee details</Button>
      <Dialog
        isOpen={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Fee Details"
        {...(cancelLabel === undefined ? {} : { cancelLabel })}
        footer={({ close }) => <Button onPress={close}>Got It</Button>}
      >
        The advisory fee is charged monthly on the average daily balance of your account.
      </Dialog>
    </>
  );
}

export const OnCloseHearsEveryWayOut: Story = {
  render: () => <HeldOpen />,
  beforeEach: () => {
    onClose.mockClear();
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open fee details' });
    const reopen = async () => {
      await userEvent.click(trigger);
      return screen.findByRole('dialog', { name: 'Fee Details' });
    };
    let dialog = await reopen();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(1);
    dialog = await reopen();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(2);
    dialog = await reopen();
    await userEvent.click(screen.getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `cancelLabel` puts a secondary button before the footer's actions; it closes as Escape does. */
export const DismissButton: Story = {
  render: () => <HeldOpen cancelLabel="Not Now" />,
  beforeEach: () => {
    onClose.mockClear();
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open fee details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Fee Details' });
    const dismiss = screen.getByRole('button', { name: 'Not Now' });
    const actions = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    await expect(actions.slice(-2)).toEqual(['Not Now', 'Got It']);
    await userEvent.click(dismiss);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Open over a page three windows tall: the scrim dims the whole page, down to its end, also in a
 * capture of the whole page (issue 30), not only the first window.
 */
export const Open: Story = {
  args: { defaultOpen: true, size: 'sm' },
  render: (args) => (
    <>
      <div style={{ height: '300vh' }} data-testid="long-page" />
      <Dialog {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Fee Details' });
    await expect(dialog).toHaveTextContent('advisory fee');
    const page = canvas.getByTestId('long-page').getBoundingClientRect();
    await expect(page.bottom).toBeGreaterThan(2 * window.innerHeight);
    const overlay = dialog.closest('[data-modal-overlay]') as HTMLElement;
    const scrim = overlay.querySelector('[data-scrim]') as HTMLElement;
    await expect(scrim).toHaveAttribute('aria-hidden', 'true');
    const dimmed = scrim.getBoundingClientRect();
    await expect(dimmed.top).toBeLessThanOrEqual(0);
    await expect(dimmed.bottom).toBeGreaterThanOrEqual(page.bottom);
    await expect(getComputedStyle(scrim).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    // The panel is drawn over the scrim, and a press on the scrim still closes the dialog. Measured
    // once the opening animations have ended.
    await waitFor(() => expect(document.getAnimations().length).toBe(0));
    const centre = dialog.getBoundingClientRect();
    await expect(
      dialog.contains(document.elementFromPoint(centre.left + centre.width / 2, centre.top + 8)),
    ).toBe(true);
    await userEvent.click(scrim);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failed or destructive outcome: the danger icon before the title says it without colour. */
export const DangerTone: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    tone: 'danger',
    title: 'Agreement Not Signed',
    children: 'The custodial agreement was not signed.',
  },
  render: (args) => <Dialog {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agreement Not Signed' });
    await expect(dialog.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    const icon = dialog.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.nextElementSibling).toHaveTextContent('Agreement Not Signed');
  },
};

export const NotDismissableByBackdrop: Story = {
  args: {
    isDismissable: false,
    showCloseButton: false,
    footer: ({ close }) => <Button onPress={close}>OK</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open fee details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fee Details' });
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    // The dialog keeps focus in it (it takes it back a frame after the click on the backdrop):
    // Escape goes to it only once it has (on a loaded machine that frame came after the key).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 5_000 });
  },
};

/** A part of your own reads the dialog's title id and `close` from the context. */
function CloseAndSay() {
  const { titleId, close } = useDialogContext();
  return (
    <Button variant="ghost" onPress={close} aria-describedby={titleId}>
      Not now
    </Button>
  );
}

/**
 * The parts under the convenience: `DialogRoot` (the modal panel and the context), `DialogHeader`
 * (the title names the dialog; the × button), `DialogBody` and `DialogFooter`.
 */
export const Parts: Story = {
  render: () => (
    <DialogTrigger>
      <Button>Open export</Button>
      <DialogRoot size="sm">
        <DialogHeader>Export activity</DialogHeader>
        <DialogBody>The CSV holds every entry of the period you chose.</DialogBody>
        <DialogFooter>
          {({ close }) => (
            <>
              <CloseAndSay />
              <Button onPress={close}>Export</Button>
            </>
          )}
        </DialogFooter>
      </DialogRoot>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open export' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Export activity' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Export activity' });
    await expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
    await expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'sm');
    // A custom part reads the context: its button is described by the title.
    await expect(screen.getByRole('button', { name: 'Not now' })).toHaveAttribute(
      'aria-describedby',
      heading.id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
