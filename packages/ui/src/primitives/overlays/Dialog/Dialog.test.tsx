import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../controls/Button/Button';
import { Dialog } from './Dialog';
import '../../../theme/dark.css';

describe("the dialog's ×", () => {
  it('is a neutral icon, not drawn in the link colour of a ghost button (the accent is for the primary)', async () => {
    await render(
      <>
        <Button variant="ghost">Learn more</Button>
        <Dialog isOpen title="Transfer">
          Body
        </Dialog>
      </>,
    );
    const ghost = document.querySelector('button') as HTMLElement;
    const close = document.querySelector('[role="dialog"] button') as HTMLElement;
    expect(close).not.toBeNull();
    expect(getComputedStyle(close).color).not.toBe(getComputedStyle(ghost).color);
  });
});

describe('a dialog hung from the top edge (`placement="top"`)', () => {
  it('ends inside the window however tall its body: the body scrolls, the footer stays in view', async () => {
    // A desktop window: the panel hangs 64 px down (at 1440 x 900 it ran 48 px past the bottom).
    await page.viewport(1440, 900);
    await render(
      <Dialog
        isOpen
        placement="top"
        title="Apply Changes & Rebalance?"
        footer={<Button>Save &amp; Activate</Button>}
      >
        <div style={{ height: '4000px' }}>Trades</div>
      </Dialog>,
    );
    const panel = document.querySelector('[role="dialog"]')?.parentElement as HTMLElement;
    const button = [...document.querySelectorAll<HTMLElement>('[role="dialog"] button')].at(
      -1,
    ) as HTMLElement;
    // After the rise-in animation, where the panel rests.
    await expect.poll(() => panel.hasAttribute('data-entering')).toBe(false);
    expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
