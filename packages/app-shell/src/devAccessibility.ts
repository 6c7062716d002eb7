/**
 * In development, axe-core runs over the live page after each change and logs what it finds to the
 * console, the job `@axe-core/react` was meant for: that package does not support React 18 and
 * later (its README; dequelabs/axe-core-npm #500), so axe-core is driven directly (see
 * docs/decisions.md). Never part of a production build: `CairnApp` imports this module only under
 * `import.meta.env.DEV`.
 */
import type { AxeResults } from 'axe-core';

/** WCAG 2.2 AA, as the end-to-end and Storybook checks use. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Quiet time after the last DOM change before a run: a page settles before it is judged. */
const SETTLE_MS = 1_000;

function report(results: AxeResults, seen: Set<string>): void {
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const key = `${violation.id} ${node.target.join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      console.warn(`axe: ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`, {
        target: node.target.join(' '),
        summary: node.failureSummary,
        helpUrl: violation.helpUrl,
      });
    }
  }
}

/** Starts watching the document; returns the way to stop. */
export async function startDevAccessibilityCheck(root: Document = document): Promise<() => void> {
  const { default: axe } = await import('axe-core');
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const run = async () => {
    if (running) {
      timer = setTimeout(run, SETTLE_MS);
      return;
    }
    running = true;
    try {
      report(await axe.run(root, { runOnly: { type: 'tag', values: TAGS } }), seen);
    } finally {
      running = false;
    }
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(run, SETTLE_MS);
  });
  observer.observe(root.documentElement, { subtree: true, childList: true, attributes: true });
  timer = setTimeout(run, SETTLE_MS);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
