/**
 * Usage guidance for each component's docs page, shown under its description (`docs.tsx`): when to
 * use it, when to reach for something else, one thing to do and one not to. Kept here, by the
 * story title of the component's page, rather than in each story file: one place to read and
 * review the kit's guidance side by side. The docs test (`docs-pages.spec.ts`) fails when a page
 * under Primitives or Domain has none, or when an entry names a page that does not exist.
 * Markdown: `code` and **bold** render.
 */
export interface UsageGuidance {
  /** When to use the component. */
  use: string;
  /** When not to, and what to use instead. */
  avoid: string;
  /** One thing to do. */
  do: string;
  /** One thing not to do. */
  dont: string;
}

/**
 * Pages with no guidance on purpose: components with no consumer, which the kit's public surface
 * is about to drop or keep (issue 26, decisions "The public surface"), and story-only pages.
 */
export const WITHOUT_GUIDANCE: readonly string[] = [
  'Primitives/Navigation/Tabs',
  'Primitives/Layout/WithAside',
  'Domain/Charts/AllocationChart',
  'Primitives/Forms/FormChoiceCards',
];

export const USAGE: Readonly<Record<string, UsageGuidance>> = {};
