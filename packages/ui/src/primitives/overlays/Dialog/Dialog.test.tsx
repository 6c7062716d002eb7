import { describe, expect, it } from 'vitest';
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
