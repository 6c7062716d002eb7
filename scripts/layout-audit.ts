/**
 * The layout audit (issue 30): measures a page as the screenshot run leaves it (`measure`), and
 * prints the measures of a run as one block per app per width: a compact table, then what differs
 * and what is consistent (`formatAudit`). `npm run screenshots` writes each picture's measures next to it
 * (`screenshots/<app>/<shot>.<theme>.<width>.json`) and the printed audit to `screenshots/audit.txt`.
 * Run alone, it reprints the audit from the JSON files already there:
 * `node --import tsx scripts/layout-audit.ts [screenshots]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** What the audit reads on one picture. Positions are CSS px from the page's top-left corner. */
export interface PageMeasures {
  /** `back`: a sub-page's back link stands above the title (its h1 is compared with other sub-pages'). */
  readonly h1: {
    readonly size: number;
    readonly top: number;
    readonly left: number;
    readonly back?: boolean;
  } | null;
  readonly column: { readonly left: number; readonly width: number } | null;
  /**
   * The page's template, from the `data-template` nearest its h1 (else its main): a layout sets
   * one ('public', 'onboarding'), a page inside it may set its own ('sign-in', 'message'). Pages
   * are compared with the others of their app and template only. Older runs have none.
   */
  readonly template?: string | null;
  /**
   * The first visible primary button outside an empty state: its left edge and the side it sits on
   * (of its dialog, else its form, else the column).
   */
  readonly primary: {
    readonly left: number;
    readonly top: number;
    readonly side: 'left' | 'right' | 'centre';
  } | null;
  /**
   * The first visible primary button inside an empty state (the kit's `EmptyState`,
   * `[data-empty-state]`): the action that fills an empty list, centred under its sentence as the
   * whole empty state is; its side of the empty state. It is its own pattern, compared with the other
   * empty states' actions, not with the page's header or footer primary. Older runs have none.
   */
  readonly emptyAction?: { readonly side: 'left' | 'right' | 'centre' } | null;
  /** The open dialog's width, when one is open. */
  readonly dialog: number | null;
  /** Visible controls under 36 px high: `<role> "<name>" <height>`. */
  readonly small: readonly string[];
  /** Table columns with a hyphen-minus before a figure: `<header>: <text>`. */
  readonly hyphen: readonly string[];
  /**
   * Table columns whose figures take more than one number of places after the point: `<header>: 2/4`.
   * A figure's places are its decimals plus the figure spaces (U+2007, one digit wide) that follow
   * it: a column set on one decimal point ('$9.72' + 2 figure spaces over '$0.3301') is one precision
   * to the eye, one per kind of row.
   */
  readonly precision: readonly string[];
  /** Images that failed to load (their `src`). */
  readonly brokenImages: readonly string[];
  /** Elements whose text overflows their box: `<tag> "<text>"`. */
  readonly overflow: readonly string[];
  /**
   * Boxes that scroll sideways inside themselves (`overflow-x: auto | scroll`, content wider than the
   * box by more than 1 px), so part of them is out of sight: `<tag> "<first header or label>"
   * <content width>/<box width>`. Older runs have none.
   */
  readonly scrolled?: readonly string[];
  /**
   * Text cut by an ellipsis (`text-overflow: ellipsis` or a line clamp, the text longer than its
   * box), unless truncation is the design there (`[data-truncate-ok]` on it or an ancestor):
   * `<tag> "<full text>"`. Older runs have none.
   */
  readonly truncated?: readonly string[];
}

/** One picture's measures with where it comes from. */
export interface AuditRecord {
  readonly app: string;
  readonly shot: string;
  /** The flow (a shot with dialog steps) the picture belongs to. */
  readonly flow?: string | undefined;
  readonly theme: string;
  readonly width: number;
  readonly measures: PageMeasures;
}

/** Reads the page (run in the browser: no imports inside). */
export function measure(page: Page): Promise<PageMeasures> {
  return page.evaluate(() => {
    // Shown on screen: a box, not hidden, not visually hidden (a clipped wrapper within two levels,
    // as react-aria's hidden inputs and selects are); `strict` also leaves out what a modal hides.
    const shown = (element: Element, strict = true): boolean => {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      for (
        let node: Element | null = element, level = 0;
        node && level < 3;
        node = node.parentElement, level += 1
      ) {
        const own = getComputedStyle(node);
        if (own.clipPath.startsWith('inset(50%') || (own.clip !== 'auto' && own.clip !== '')) return false;
      }
      return !strict || element.closest('[aria-hidden="true"], [inert]') === null;
    };
    const visible = (element: Element) => shown(element);
    const page = (element: Element) => {
      const box = element.getBoundingClientRect();
      return {
        left: box.left + window.scrollX,
        top: box.top + window.scrollY,
        width: box.width,
        height: box.height,
      };
    };
    const round = (value: number) => Math.round(value);
    const short = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);

    const dialogElement =
      [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter(visible).at(-1) ?? null;
    const scope: ParentNode = dialogElement ?? document;

    const h1Element = [...document.querySelectorAll('h1')].find((element) => shown(element, false)) ?? null;
    const h1 = h1Element
      ? {
          size: Number.parseFloat(getComputedStyle(h1Element).fontSize),
          top: round(page(h1Element).top),
          left: round(page(h1Element).left),
          back: h1Element.parentElement?.closest('[data-size]')?.querySelector(':scope > a') != null,
        }
      : null;

    // The content column: the nearest ancestor of the h1 (else of main's first child) with a max-width,
    // else main's content box.
    const main = document.querySelector('main');
    let columnElement: Element | null = null;
    for (
      let node: Element | null = h1Element ?? main?.firstElementChild ?? null;
      node && node !== document.body;
      node = node.parentElement
    ) {
      if (getComputedStyle(node).maxWidth !== 'none') {
        columnElement = node;
        break;
      }
      if (node === main) break;
    }
    let column: PageMeasures['column'] = null;
    const from = columnElement ?? main;
    if (from) {
      const style = getComputedStyle(from);
      const box = page(from);
      const padLeft = Number.parseFloat(style.paddingLeft);
      const padRight = Number.parseFloat(style.paddingRight);
      column = { left: round(box.left + padLeft), width: round(box.width - padLeft - padRight) };
    }

    const primaries = [
      ...scope.querySelectorAll('button[data-variant="primary"], a[data-variant="primary"]'),
    ].filter(visible);
    const inEmptyState = (element: Element) => element.closest('[data-empty-state]') !== null;
    const primaryElement = primaries.find((element) => !inEmptyState(element)) ?? null;
    const sideIn = (
      box: { left: number; width: number },
      frame: { left: number; width: number },
    ): 'left' | 'right' | 'centre' => {
      const middle = box.left + box.width / 2 - frame.left;
      return middle < frame.width * 0.4 ? 'left' : middle > frame.width * 0.6 ? 'right' : 'centre';
    };
    const emptyActionElement = primaries.find(inEmptyState) ?? null;
    const emptyState = emptyActionElement?.closest('[data-empty-state]') ?? null;
    const emptyAction =
      emptyActionElement && emptyState ? { side: sideIn(page(emptyActionElement), page(emptyState)) } : null;
    let primary: PageMeasures['primary'] = null;
    if (primaryElement) {
      const box = page(primaryElement);
      // A form's primary is placed on its form's edge (DESIGN.md "Forms": bottom right), whatever the
      // form's width in the page; other primaries on the page column's.
      const form = dialogElement ? null : primaryElement.closest('form');
      const frame = dialogElement
        ? page(dialogElement)
        : form
          ? page(form)
          : column
            ? { left: column.left, width: column.width }
            : { left: 0, width: window.innerWidth };
      primary = { left: round(box.left), top: round(box.top), side: sideIn(box, frame) };
    }

    const dialog = dialogElement ? round(dialogElement.getBoundingClientRect().width) : null;

    const controls = scope.querySelectorAll(
      'button, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, [role=combobox], [role=tab], [role=switch], a[role=button]',
    );
    const small = [...controls]
      .filter(visible)
      .filter((element) => element.getBoundingClientRect().height < 36)
      .map((element) => {
        const name = short(
          element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder'),
        );
        return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}" ${round(element.getBoundingClientRect().height)}`;
      });

    const hyphen: string[] = [];
    const precision: string[] = [];
    for (const table of scope.querySelectorAll('table, [role=table], [role=grid]')) {
      if (!visible(table)) continue;
      const headers = [...table.querySelectorAll('th, [role=columnheader]')].map((cell) =>
        short(cell.textContent),
      );
      const columns = new Map<number, { text: string; padding: number }[]>();
      for (const row of table.querySelectorAll('tr, [role=row]')) {
        [...row.querySelectorAll('td, [role=cell], [role=gridcell], [role=rowheader]')].forEach(
          (cell, index) => {
            const raw = cell.textContent ?? '';
            const text = raw.replace(/\s+/g, ' ').trim();
            // The figure spaces after a figure (U+2007) stand for digits: they line up its point.
            const padding = /(\u2007*)\s*$/.exec(raw)?.[1]?.length ?? 0;
            if (text) columns.set(index, [...(columns.get(index) ?? []), { text, padding }]);
          },
        );
      }
      for (const [index, cells] of columns) {
        const header = headers[index] || `column ${index + 1}`;
        const texts = cells.map((cell) => cell.text);
        // A sign starts the cell or a bracket ('-$5', '(- 3%)') or is joined to its figure after a
        // space ('Loss -$5'); ' - ' between words and a year is a separator ('Form 1099 - 2025').
        const minus = texts.find((text) => /(^|\()-\s?[$€£]?\d|\s-[$€£]?\d/.test(text));
        if (minus) hyphen.push(`${header}: ${short(minus)}`);
        const places = new Set<number>();
        for (const { text, padding } of cells) {
          const figure = /^[-−+]?[$€£]?\s?[\d,]*\d(\.(\d+))?\s?%?$/.exec(text);
          if (figure) places.add((figure[2]?.length ?? 0) + padding);
        }
        if (places.size > 1) precision.push(`${header}: ${[...places].sort().join('/')}`);
      }
    }

    const brokenImages = [...document.querySelectorAll('img')]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.getAttribute('src'))
      .map((image) => short(image.getAttribute('src')));

    const overflow: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (overflow.length >= 10) break;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!hasText || element instanceof SVGElement || !visible(element)) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0 &&
        style.display !== 'inline'
      ) {
        overflow.push(`${element.tagName.toLowerCase()} "${short(element.textContent)}"`);
      }
    }

    // What a sideways-scrolling box is: its first column header, else its label, else its text.
    const labelOf = (element: Element) => {
      const header = element.querySelector('th, [role=columnheader], legend, label, h2, h3, h4');
      const labelledBy = element.getAttribute('aria-labelledby');
      const named =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : null) ??
        element.closest('[aria-label]')?.getAttribute('aria-label');
      return short(header?.textContent || named || element.textContent);
    };
    const scrolled: string[] = [];
    const truncated: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (scrolled.length >= 10 && truncated.length >= 10) break;
      if (element instanceof SVGElement || !(element instanceof HTMLElement) || !visible(element)) continue;
      if (element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      if (
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1 &&
        scrolled.length < 10
      ) {
        scrolled.push(
          `${element.tagName.toLowerCase()} "${labelOf(element)}" ${element.scrollWidth}/${element.clientWidth}`,
        );
      }
      const clamped =
        style.getPropertyValue('-webkit-line-clamp') !== 'none' &&
        style.getPropertyValue('-webkit-line-clamp') !== '' &&
        element.scrollHeight > element.clientHeight + 1;
      const cut = (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) || clamped;
      if (cut && truncated.length < 10 && element.closest('[data-truncate-ok]') === null) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        truncated.push(`${element.tagName.toLowerCase()} "${text.slice(0, 120)}"`);
      }
    }

    const template = (h1Element ?? main)?.closest('[data-template]')?.getAttribute('data-template') ?? null;
    return {
      h1,
      column,
      template,
      primary,
      emptyAction,
      dialog,
      small,
      hyphen,
      precision,
      brokenImages,
      overflow,
      scrolled,
      truncated,
    };
  });
}

const pad = (text: string, width: number) =>
  text.length >= width ? text : text + ' '.repeat(width - text.length);

/** The most frequent value of a list (the majority the summary compares against). */
function majority<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const HEAD = [
  'shot',
  'h1 px/top',
  'column left/width',
  'primary',
  'empty act',
  'dialog',
  '<36px',
  'hyphen',
  'precision',
  'img',
  'overflow',
  'scrolled',
  'truncated',
];
const SIZES = [44, 10, 18, 16, 10, 7, 6, 7, 10, 4, 8, 8, 9];

/** The theme a width's table shows: the layout does not depend on it (dark, else the first there is). */
const tableTheme = (records: readonly AuditRecord[]) =>
  records.some((record) => record.theme === 'dark') ? 'dark' : records[0]?.theme;

/**
 * The audit as text, easy to quote: one block per app per width (`== admin · 1440 px ==`), each with
 * its table (one theme: the layout does not depend on it), then what differs from the majority at
 * that width and every finding of its pictures (both themes), or `consistent: …` lines saying what
 * every page shares when nothing differs. The apps in their order in the run, the widths ascending.
 */
export function formatAudit(records: readonly AuditRecord[]): string {
  const blocks: string[] = [];
  const apps = [...new Set(records.map((record) => record.app))];
  for (const app of apps) {
    const ofApp = records.filter((record) => record.app === app);
    const widths = [...new Set(ofApp.map((record) => record.width))].sort((a, b) => a - b);
    for (const width of widths)
      blocks.push(
        formatBlock(
          app,
          width,
          ofApp.filter((r) => r.width === width),
        ),
      );
  }
  if (blocks.length === 0) return 'no picture measured\n';
  return `${blocks.join('\n')}`;
}

/** One app at one width: its table, then its inconsistencies and findings, or its consistency. */
function formatBlock(app: string, width: number, records: readonly AuditRecord[]): string {
  const theme = tableTheme(records);
  const rows = records.filter((record) => record.theme === theme);
  const lines = [`== ${app} · ${width} px (table: ${theme} theme; findings: every theme) ==`];
  lines.push(
    HEAD.map((cell, index) => pad(cell, SIZES[index] ?? 8))
      .join(' ')
      .trimEnd(),
  );
  for (const { shot, measures: m } of rows) {
    const cells = [
      shot,
      m.h1 ? `${m.h1.size}/${m.h1.top}${m.h1.back ? ' back' : ''}` : '-',
      m.column ? `${m.column.left}/${m.column.width}` : '-',
      m.primary ? `${m.primary.side}@${m.primary.left},${m.primary.top}` : '-',
      m.emptyAction ? m.emptyAction.side : '-',
      m.dialog === null ? '-' : String(m.dialog),
      String(m.small.length),
      String(m.hyphen.length),
      String(m.precision.length),
      String(m.brokenImages.length),
      String(m.overflow.length),
      String(m.scrolled?.length ?? '-'),
      String(m.truncated?.length ?? '-'),
    ];
    lines.push(
      cells
        .map((cell, index) => pad(cell, SIZES[index] ?? 8))
        .join(' ')
        .trimEnd(),
    );
  }
  lines.push('-- summary --');
  lines.push(...summarise(rows, records));
  return `${lines.join('\n')}\n`;
}

/**
 * What differs from the majority among `rows` (one app, one width, one theme), per measure, each
 * measure that does not differ as a `consistent:` line; then the findings of every picture of
 * `records` (a small control or an overflow can be theme-specific), or `no findings`.
 */
function summarise(rows: readonly AuditRecord[], records: readonly AuditRecord[]): string[] {
  const lines: string[] = [];
  const pages = rows.filter((record) => record.flow === undefined);
  const h1Key = (record: AuditRecord) =>
    record.measures.h1 ? `${record.measures.h1.size}px at top ${record.measures.h1.top}` : 'none';
  const columnKey = (record: AuditRecord) =>
    record.measures.column
      ? `left ${record.measures.column.left} width ${record.measures.column.width}`
      : 'none';
  const sideKey = (record: AuditRecord) => record.measures.primary?.side ?? 'none';
  // Pages by template: each template is its own frame (e.g. the sign-in pages' two columns), so a
  // page is compared with the pages of its own template (`data-template`; older runs have none).
  const templates = [...new Set(pages.map((record) => record.measures.template ?? ''))];
  for (const template of templates) {
    const own = pages.filter((record) => (record.measures.template ?? '') === template);
    const label = templates.length > 1 && template !== '' ? ` (${template} pages)` : '';
    // A sub-page (a back link above its title) is compared with the other sub-pages for its h1.
    const top = own.filter((record) => record.measures.h1?.back !== true);
    const sub = own.filter((record) => record.measures.h1?.back === true);
    for (const [what, key, group] of [
      ['h1', h1Key, top],
      ['h1 under a back link', h1Key, sub],
      ['column', columnKey, own],
      ['primary button side', sideKey, own],
    ] as const) {
      if (group.length === 0) continue;
      // A page without a primary button has no side to differ on.
      const counted =
        what === 'primary button side' ? group.filter((record) => key(record) !== 'none') : group;
      if (counted.length === 0) continue;
      const usual = majority(counted.map(key));
      const odd = counted.filter((record) => key(record) !== usual);
      lines.push(
        odd.length > 0
          ? `differs: ${what}${label} usually ${usual}; on ${odd.map((record) => `${record.shot} (${key(record)})`).join(', ')}`
          : `consistent: ${what}${label} ${usual} on all ${counted.length} pages`,
      );
    }
  }
  // Empty states' actions: their own pattern, over every page of the app whatever its template.
  const withEmptyAction = pages.filter((record) => record.measures.emptyAction);
  if (withEmptyAction.length > 0) {
    const emptyKey = (record: AuditRecord) => record.measures.emptyAction?.side ?? 'none';
    const usual = majority(withEmptyAction.map(emptyKey));
    const odd = withEmptyAction.filter((record) => emptyKey(record) !== usual);
    lines.push(
      odd.length > 0
        ? `differs: empty-state action side usually ${usual}; on ${odd.map((record) => `${record.shot} (${emptyKey(record)})`).join(', ')}`
        : `consistent: empty-state action side ${usual} on all ${withEmptyAction.length} pages`,
    );
  }
  const flows = [...new Set(rows.flatMap((record) => (record.flow === undefined ? [] : [record.flow])))];
  const steady: string[] = [];
  for (const flow of flows) {
    const steps = rows.filter((record) => record.flow === flow);
    const dialogWidths = steps
      .map((record) => record.measures.dialog)
      .filter((value): value is number => value !== null);
    if (new Set(dialogWidths).size > 1)
      lines.push(
        `differs: flow ${flow}: dialog width changes across steps (${steps.map((record) => `${record.shot} ${record.measures.dialog ?? '-'}`).join(', ')})`,
      );
    else steady.push(flow);
  }
  if (steady.length > 0) lines.push(`consistent: one dialog width across the steps of ${steady.join(', ')}`);
  let findings = 0;
  for (const record of records) {
    const m = record.measures;
    const where = `${record.theme} ${record.shot}`;
    const found: string[] = [];
    if (m.small.length)
      found.push(
        `${where}: controls under 36 px: ${m.small.slice(0, 6).join('; ')}${m.small.length > 6 ? ` (+${m.small.length - 6})` : ''}`,
      );
    if (m.hyphen.length) found.push(`${where}: hyphen-minus in figures: ${m.hyphen.join('; ')}`);
    if (m.precision.length) found.push(`${where}: mixed precision: ${m.precision.join('; ')}`);
    if (m.brokenImages.length) found.push(`${where}: images not loaded: ${m.brokenImages.join('; ')}`);
    if (m.overflow.length) found.push(`${where}: text overflows its box: ${m.overflow.join('; ')}`);
    if (m.scrolled?.length) found.push(`${where}: scrolls sideways in its own box: ${m.scrolled.join('; ')}`);
    if (m.truncated?.length) found.push(`${where}: text cut by an ellipsis: ${m.truncated.join('; ')}`);
    findings += found.length;
    lines.push(...found.map((line) => `finding: ${line}`));
  }
  if (findings === 0)
    lines.push(
      `consistent: no small control, hyphen-minus, mixed precision, broken image, overflow, box scrolled sideways or text cut by an ellipsis in ${records.length} pictures`,
    );
  return lines;
}

/** The records written under a folder by the screenshot run. */
export function readRecords(folder: string, keep?: (record: AuditRecord) => boolean): AuditRecord[] {
  const found: AuditRecord[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) found.push(JSON.parse(readFileSync(path, 'utf8')) as AuditRecord);
    }
  };
  walk(folder);
  return found.filter((record) => keep?.(record) ?? true);
}

/** Prints the audit and writes it to `<folder>/audit.txt`. */
export function writeAudit(folder: string, records: readonly AuditRecord[]): string {
  const text = formatAudit(records);
  writeFileSync(join(folder, 'audit.txt'), text);
  return text;
}

if (process.argv[1]?.endsWith('layout-audit.ts')) {
  const folder = process.argv[2] ?? 'screenshots';
  process.stdout.write(writeAudit(folder, readRecords(folder)));
}
