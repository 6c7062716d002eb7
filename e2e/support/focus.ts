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

/**
 * Presses `key` until `target` has focus, at most `max` times. The target is resolved once (a role
 * query over a whole page is slow: once per press it was most of a keyboard test's time) and again
 * only if it was replaced meanwhile. Whether it has focus is read from the page, not the locator.
 */
async function pressUntilFocused(page: Page, target: Locator, key: string, max: number): Promise<void> {
  let handle = await target.elementHandle();
  for (let press = 0; press < max; press += 1) {
    const state = await page.evaluate(
      (element) => (element === null || !element.isConnected ? 'gone' : element === document.activeElement),
      handle,
    );
    if (state === true) return;
    if (state === 'gone') {
      handle = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(key);
  }
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
  const before = await target.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === element) return false;
    return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  await pressUntilFocused(page, target, before ? 'Shift+Tab' : 'Tab', options.max ?? 60);
  await expect(target, `Tab reaches ${step}`).toBeFocused();
  await expectFocusKept(page, step);
}

/** Presses `key` (an arrow inside a grid, a radio group or a menu) until `target` has focus. */
export async function arrowKeeping(page: Page, target: Locator, key: string, step: string, max = 20) {
  await target.waitFor();
  await pressUntilFocused(page, target, key, max);
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

/** Tabs to `control` and presses `key` on it (Enter by default; Space for a checkbox or a switch). */
export async function pressOnKeeping(
  page: Page,
  control: Locator,
  step: string,
  key = 'Enter',
): Promise<void> {
  await tabKeeping(page, control, step);
  await pressKeeping(page, key, `${step} pressed`);
}

/** Tabs to a text field, selects what it holds and types `text` over it, key by key. */
export async function retypeKeeping(page: Page, field: Locator, text: string, step: string): Promise<void> {
  await tabKeeping(page, field, step);
  await pressKeeping(page, 'ControlOrMeta+a', `${step} selected`);
  await typeKeeping(page, text, `${step}: ${text}`);
}

/**
 * Opens a select (a listbox button) by keyboard and chooses `option` with the arrows and Enter; the
 * list closes and focus is back on the select's button.
 */
export async function chooseKeeping(page: Page, select: Locator, option: string | RegExp, step: string) {
  await tabKeeping(page, select, step);
  // The button's name holds the value shown, so it changes: focus is checked on the element itself.
  const button = await select.elementHandle();
  await pressKeeping(page, 'ArrowDown', `${step} opened`);
  const listbox = page.getByRole('listbox');
  await arrowKeeping(page, listbox.getByRole('option', { name: option }), 'ArrowDown', `${step}: ${option}`);
  await pressKeeping(page, 'Enter', `${step}: ${option} chosen`);
  await expect(listbox).toHaveCount(0);
  await expect
    .poll(() => page.evaluate((element) => element === document.activeElement, button), {
      message: `focus back on ${step}`,
    })
    .toBe(true);
}
