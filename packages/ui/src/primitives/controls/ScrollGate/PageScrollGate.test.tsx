import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageScrollGate } from './PageScrollGate';

// A story's synthetic key events do not scroll; a real keyboard (Playwright's) does.
describe('PageScrollGate with a real keyboard', () => {
  it('reaches the end of the page with the End key', async () => {
    window.scrollTo(0, 0);
    const onReachEnd = vi.fn();
    const screen = await render(
      <PageScrollGate
        onReachEnd={onReachEnd}
        footer={({ reachedEnd }) => (
          <button type="button" disabled={!reachedEnd}>
            Confirm and Submit
          </button>
        )}
      >
        <div style={{ height: 3000 }}>Long review</div>
      </PageScrollGate>,
    );
    await expect.element(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeDisabled();
    expect(onReachEnd).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Long review'));
    await userEvent.keyboard('{End}');
    await expect.poll(() => onReachEnd.mock.calls.length).toBe(1);
    await expect.element(screen.getByRole('button', { name: 'Confirm and Submit' })).toBeEnabled();
  });
});
