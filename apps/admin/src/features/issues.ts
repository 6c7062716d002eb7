import type { z } from 'zod';

/**
 * The messages a schema gives exactly at `path` (a list's own rules, such as 'Index weights must
 * sum to 100', not its entries').
 */
export function messagesAt(
  result: z.ZodSafeParseResult<unknown>,
  path: readonly (string | number)[],
): string[] {
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.length === path.length && issue.path.every((part, i) => part === path[i]))
    .map((issue) => issue.message);
}
