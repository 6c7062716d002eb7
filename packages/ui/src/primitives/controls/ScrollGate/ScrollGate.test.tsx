import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ScrollGate } from './ScrollGate';

// A story's synthetic key events do not scroll; a real keyboard (Playwright's) does.
describe('ScrollGate with a real keyboard', () => {
  it('reaches the end with the End key', async () => {
    const onReachEnd = vi.fn();
    const screen = await render(
      <ScrollGate aria-label="Review" maxHeight={100} onReachEnd={onReachEnd}>
        <div style={{ height: 1000 }}>Long review</div>
      </ScrollGate>,
    );
    await userEvent.click(screen.getByRole('region', { name: 'Review' }));
    expect(onReachEnd).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect.poll(() => onReachEnd.mock.calls.length).toBe(1);
  });
});
