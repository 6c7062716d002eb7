import { expect } from 'storybook/test';

// Forced colours (Windows High Contrast) in story play functions (issue 31): the Vitest run turns
// Chromium's `forced-colors: active` emulation on (`vitest.setup.ts`), reads how the elements are
// drawn, and turns it off again.

declare global {
  var __cairnEmulateForcedColors: ((active: boolean) => Promise<void>) | undefined;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** What forced colours leave of a box: text, border and outline (its own background is replaced). */
function drawnBox(style: CSSStyleDeclaration) {
  return [
    style.color,
    ...['Top', 'Right', 'Bottom', 'Left'].map((side) =>
      ['Color', 'Width', 'Style']
        .map((part) => style.getPropertyValue(`border-${side.toLowerCase()}-${part.toLowerCase()}`))
        .join(' '),
    ),
    `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
  ];
}

/** A system colour as the page computes it now. */
function systemColor(name: string): string {
  const probe = document.createElement('span');
  probe.style.background = name;
  document.body.append(probe);
  const color = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return color;
}

/**
 * How each element is drawn: its text, border and outline colours and widths, plus the shapes its
 * `::before`/`::after` draw (with their backgrounds: a pseudo-element drawn as a shape under
 * `forced-color-adjust: none`, like a tab's underline) and the visibility of what it holds (a
 * check mark). Not the element's own background, which forced colours replace.
 */
export function drawn(element: Element): string {
  const parts = drawnBox(getComputedStyle(element));
  const canvas = systemColor('Canvas');
  for (const pseudo of ['::before', '::after']) {
    const style = getComputedStyle(element, pseudo);
    if (style.content === 'none' || style.content === 'normal') continue;
    // A shape filled with the page's colour is not seen.
    const fill =
      style.backgroundColor === canvas || style.backgroundColor === 'rgba(0, 0, 0, 0)'
        ? 'unseen'
        : style.backgroundColor;
    const box = drawnBox(style);
    const bordered = box.slice(1, 5).some((side) => !/ (0px|none)\b/.test(side) && !side.endsWith('none'));
    if (fill === 'unseen' && !bordered && style.outlineStyle === 'none') continue;
    parts.push(pseudo, fill, ...box);
  }
  for (const child of element.querySelectorAll('svg'))
    parts.push(`svg ${getComputedStyle(child).visibility}`);
  return parts.join(' | ');
}

/**
 * Reads `read` with forced colours on, then turns them off. `undefined` in Storybook's UI, which
 * cannot emulate them (the Vitest run always can).
 */
export async function inForcedColors<T>(read: () => T): Promise<T | undefined> {
  const emulate = globalThis.__cairnEmulateForcedColors;
  if (!emulate) return undefined;
  await emulate(true);
  try {
    // The styles recompute on the next frames.
    while (!matchMedia('(forced-colors: active)').matches) await nextFrame();
    await nextFrame();
    await nextFrame();
    return read();
  } finally {
    await emulate(false);
  }
}

/**
 * Asserts that forced colours draw the two elements (a selected and an unselected state of one
 * control) differently in something other than a background.
 */
export async function expectDrawnApartInForcedColors(selected: Element, unselected: Element): Promise<void> {
  const states = await inForcedColors(() => [drawn(selected), drawn(unselected)] as const);
  if (states) await expect(states[0]).not.toBe(states[1]);
}
