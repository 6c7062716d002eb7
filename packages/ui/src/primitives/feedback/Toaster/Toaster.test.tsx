import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../controls/Button/Button';
import { Dialog } from '../../overlays/Dialog/Dialog';
// The theme's values (spaces, z-indexes): the toast region's place is measured.
import '../../../theme/dark.css';
import { RecentMessages } from './RecentMessages';
import { RecentMessagesPanel } from './RecentMessagesPanel';
import { createToaster, ToastProvider } from './Toaster';
import { ToastRegion } from './ToastRegion';

// The words and values of Cairn's screens, copied so the primitive's stories need no domain.
const TOAST_AUTO_CLOSE_MS = 3500;

afterEach(() => {
  vi.useRealTimers();
});

// Stories wait in real time; the 3.5 s default is checked here with fake timers.
describe('Toaster', () => {
  it('closes a toast after TOAST_AUTO_CLOSE_MS by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const toaster = createToaster();
    const screen = await render(<ToastProvider toaster={toaster} region={ToastRegion} />);
    toaster.toast({ tone: 'info', message: 'Your session expired due to inactivity.' });
    await vi.advanceTimersByTimeAsync(0);
    await expect.element(screen.getByText('Your session expired due to inactivity.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS - 50);
    expect(toaster.queue.visibleToasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(toaster.queue.visibleToasts).toHaveLength(0);
  });

  it('pauses a toast with an action while focus is in it, and closes it after focus leaves (WCAG 2.2.1, issue 31)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const toaster = createToaster();
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <ToastProvider toaster={toaster} region={ToastRegion} />
      </>,
    );
    toaster.toast({
      tone: 'success',
      message: 'Added',
      action: { label: 'View in My Portfolio', onAction: () => {} },
    });
    await vi.advanceTimersByTimeAsync(0);
    const action = screen.getByRole('button', { name: 'View in My Portfolio' });
    await expect.element(action).toBeInTheDocument();
    (action.element() as HTMLElement).focus();
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS * 10);
    expect(toaster.queue.visibleToasts).toHaveLength(1);
    (screen.getByRole('button', { name: 'Elsewhere' }).element() as HTMLElement).focus();
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS + 100);
    expect(toaster.queue.visibleToasts).toHaveLength(0);
  });

  it('recalls a toast with an action after it closed: the bell counts it, lists it, and its action still works (WCAG 2.2.1, issue 31)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const toaster = createToaster();
    const onAction = vi.fn();
    const screen = await render(
      <ToastProvider toaster={toaster} region={ToastRegion}>
        <RecentMessages panel={RecentMessagesPanel} />
      </ToastProvider>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Recent messages', exact: true }))
      .toBeInTheDocument();
    toaster.toast({
      tone: 'success',
      message: 'Model added',
      action: { label: 'View in My Portfolio', onAction },
    });
    await vi.advanceTimersByTimeAsync(TOAST_AUTO_CLOSE_MS + 100);
    expect(toaster.queue.visibleToasts).toHaveLength(0);
    const bell = screen.getByRole('button', { name: 'Recent messages, 1 new' });
    await expect.element(bell).toBeInTheDocument();
    (bell.element() as HTMLElement).click();
    const list = screen.getByRole('dialog', { name: 'Recent messages' });
    await expect.element(list.getByText('Model added')).toBeInTheDocument();
    await expect.element(list.getByText(/F6 moves to it/)).toBeInTheDocument();
    (list.getByRole('button', { name: 'View in My Portfolio' }).element() as HTMLElement).click();
    expect(onAction).toHaveBeenCalledTimes(1);
    await expect.element(list).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Recent messages', exact: true }))
      .toBeInTheDocument();
  });

  it('opens a lazily loaded list: the bell shows at once, the list after its chunk, and Escape gives focus back to the bell', async () => {
    let load: (module: { default: typeof RecentMessagesPanel }) => void = () => {};
    const LazyPanel = lazy(
      () =>
        new Promise<{ default: typeof RecentMessagesPanel }>((resolve) => {
          load = resolve;
        }),
    );
    const onPreload = vi.fn();
    const screen = await render(
      <ToastProvider toaster={createToaster()} region={ToastRegion}>
        <RecentMessages panel={LazyPanel} onPreload={onPreload} />
      </ToastProvider>,
    );
    const bell = screen.getByRole('button', { name: 'Recent messages', exact: true });
    await expect.element(bell).toHaveAttribute('aria-expanded', 'false');
    await expect.element(bell).toHaveAttribute('aria-haspopup', 'dialog');
    (bell.element() as HTMLElement).focus();
    expect(onPreload).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect.element(bell).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    load({ default: RecentMessagesPanel });
    const list = screen.getByRole('dialog', { name: 'Recent messages' });
    await expect.element(list.getByText('No messages yet.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(bell).toHaveFocus();
    await expect.element(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers the last keepRecent toasts, newest first', () => {
    const toaster = createToaster({ keepRecent: 2 });
    toaster.toast({ tone: 'info', message: 'a' });
    toaster.toast({ tone: 'info', message: 'b' });
    toaster.toast({ tone: 'info', message: 'c' });
    expect(toaster.recent().messages.map(({ content }) => content.message)).toEqual(['c', 'b']);
    expect(toaster.recent().unread).toBe(2);
    toaster.markRead();
    expect(toaster.recent().unread).toBe(0);
  });

  it('keeps at most maxVisible toasts, closing the oldest', () => {
    const toaster = createToaster({ maxVisible: 2 });
    toaster.toast({ tone: 'info', message: 'a' });
    toaster.toast({ tone: 'info', message: 'b' });
    toaster.toast({ tone: 'danger', message: 'c' });
    expect(toaster.queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['c', 'b']);
    toaster.close(toaster.queue.visibleToasts[0]?.key ?? '');
    expect(toaster.queue.visibleToasts.map((toast) => toast.content.message)).toEqual(['b']);
  });

  it('never covers an open dialog: at 1280 × 720 the toasts stand clear of a large dialog’s footer and its × (issue 30)', async () => {
    await page.viewport(1280, 720);
    const toaster = createToaster({ autoCloseMs: 60_000 });
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const screen = await render(
      <ToastProvider toaster={toaster} region={ToastRegion}>
        <Dialog isOpen size="lg" title="Transfer" footer={<Button>Submit</Button>} cancelLabel="Back">
          {/* A body taller than the window: the panel reaches the window's edges and scrolls. */}
          <div style={{ height: 2000 }}>Wire details</div>
        </Dialog>
      </ToastProvider>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await expect.element(submit).toBeVisible();
    toaster.toast({ tone: 'success', message: 'Copied to clipboard' });
    toaster.toast({
      tone: 'danger',
      message:
        'Apologies, a server error has occurred. Please contact our customer support team for assistance.',
    });
    await expect.element(screen.getByRole('alertdialog', { name: /server error/ })).toBeVisible();
    const footer = (submit.element() as HTMLElement).parentElement?.getBoundingClientRect();
    const close = (
      screen.getByRole('button', { name: 'Close' }).first().element() as HTMLElement
    ).getBoundingClientRect();
    expect(footer?.bottom).toBeGreaterThan(600);
    const shown = [...document.querySelectorAll('[role="alertdialog"]')];
    expect(shown).toHaveLength(2);
    for (const toast of shown) {
      const box = toast.getBoundingClientRect();
      expect(footer && intersects(box, footer)).toBe(false);
      expect(intersects(box, close)).toBe(false);
    }
    await screen.unmount();
  });

  it('stands at the bottom right while no dialog is open', async () => {
    await page.viewport(1280, 720);
    const toaster = createToaster({ autoCloseMs: 60_000 });
    const screen = await render(<ToastProvider toaster={toaster} region={ToastRegion} />);
    toaster.toast({ tone: 'info', message: 'Saved' });
    const toast = screen.getByRole('alertdialog', { name: 'Saved' });
    await expect.element(toast).toBeVisible();
    const box = (toast.element() as HTMLElement).getBoundingClientRect();
    expect(box.bottom).toBeGreaterThan(720 - 48);
    expect(box.right).toBeGreaterThan(1280 - 48);
  });
});
