import { expect, type Locator, type Page } from '@playwright/test';

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

/** Whether focus is on `target` now. */
async function focused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** Whether `target` comes before what has focus in document order (so Shift+Tab reaches it). */
async function beforeFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === element) return false;
    return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
}

/**
 * Presses Tab until `target` has focus (Shift+Tab when it comes before the focus), then checks the
 * focus rule: the way a keyboard user reaches a control, without counting stops (the count is not
 * what is tested).
 */
export async function tabKeeping(
  page: Page,
  target: Locator,
  step: string,
  options: { max?: number } = {},
): Promise<void> {
  await target.waitFor();
  const key = (await beforeFocus(target)) ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < (options.max ?? 60) && !(await focused(target)); press += 1) {
    await page.keyboard.press(key);
  }
  await expect(target, `Tab reaches ${step}`).toBeFocused();
  await expectFocusKept(page, step);
}

/** Presses `key` (an arrow inside a grid, a radio group or a menu) until `target` has focus. */
export async function arrowKeeping(page: Page, target: Locator, key: string, step: string, max = 20) {
  await target.waitFor();
  for (let press = 0; press < max && !(await focused(target)); press += 1) await page.keyboard.press(key);
  await expect(target, `${key} reaches ${step}`).toBeFocused();
  await expectFocusKept(page, step);
}

/** Types `text` where focus is (as a user does: key by key) and checks the focus rule. */
export async function typeKeeping(page: Page, text: string, step: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusKept(page, step);
}

/**
 * Makes sure a test uses no pointer: every trusted pointer press on any page of the test is
 * recorded, and `expectNoPointer` fails on one. Call before the first `goto`.
 */
export async function watchPointer(page: Page): Promise<string[]> {
  const presses: string[] = [];
  await page.exposeFunction('__cairnPointerPress', (what: string) => {
    presses.push(what);
  });
  await page.addInitScript(() => {
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        const report = (window as unknown as { __cairnPointerPress: (what: string) => void })
          .__cairnPointerPress;
        const target = event.target instanceof Element ? event.target.tagName.toLowerCase() : 'page';
        report(`${event.pointerType} press on ${target} at ${window.location.pathname}`);
      },
      true,
    );
  });
  return presses;
}
