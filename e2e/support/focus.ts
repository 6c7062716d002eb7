import { expect, type Page } from '@playwright/test';

/**
 * What has focus now, as a keyboard user meets it: its tag and name, whether it is `<body>` (focus
 * fell to the page) and whether it is visible (rendered, on screen, not hidden).
 */
async function focusNow(page: Page): Promise<{ where: string; body: boolean; visible: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return { where: 'body', body: true, visible: false };
    const box = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    const label =
      active.getAttribute('aria-label') ?? active.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60) ?? '';
    return {
      where: `${active.tagName.toLowerCase()} "${label}"`,
      body: false,
      visible:
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth,
    };
  });
}

/**
 * Issue 31's focus rule after a step of a keyboard-only flow (WCAG 2.4.3, 2.4.7): focus is on
 * something other than `<body>` and it is visible. It waits briefly, as the app moves focus on the
 * next frame (after a navigation, a dialog closing, a button turning 'Added').
 */
export async function expectFocusKept(page: Page, step: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const focus = await focusNow(page);
        return focus.body ? 'body' : focus.visible ? 'visible' : `hidden: ${focus.where}`;
      },
      { message: `focus after "${step}" is visible and not on <body>` },
    )
    .toBe('visible');
}

/** Presses `key` and checks the focus rule afterwards. */
export async function pressKeeping(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusKept(page, step);
}

/** Whether the page scrolls sideways (reflow, WCAG 1.4.10): the document wider than the window. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
