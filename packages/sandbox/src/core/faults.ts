import { z } from 'zod';
import { defineSlice, type World } from './world';

/** Faults a request can be made to suffer (header `x-sandbox-fault` or POST /__sandbox/faults). */
export const FAULTS = ['500', '401', '404', '418', 'user-correctable', 'malformed', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

/** The longest fault pattern. */
export const FAULT_PATTERN_MAX = 200;

/** POST /__sandbox/faults body: the next `count` calls whose path matches fail with `fault`. */
export const FaultRequest = z.object({
  path_pattern: z.string().min(1).max(FAULT_PATTERN_MAX),
  fault: z.enum(FAULTS),
  count: z.number().int().min(1).max(1000).default(1),
});

interface PendingFault {
  pattern: string;
  fault: Fault;
  remaining: number;
}

export const faultsSlice = defineSlice(
  'faults',
  () => ({ pending: [] as PendingFault[] }),
  z.looseObject({
    pending: z.array(z.looseObject({ pattern: z.string(), fault: z.enum(FAULTS), remaining: z.number() })),
  }),
);

type Token = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'any' | 'segment' };

/** The pattern's pieces: literal text, `.*` (anything) and `[^/]+` (one path segment). */
function tokensOf(body: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  for (let i = 0; i < body.length; ) {
    const wildcard = body.startsWith('.*', i) ? 'any' : body.startsWith('[^/]+', i) ? 'segment' : null;
    if (wildcard === null) {
      text += body[i];
      i += 1;
      continue;
    }
    if (text) tokens.push({ kind: 'text', text });
    text = '';
    tokens.push({ kind: wildcard });
    i += wildcard === 'any' ? 2 : 5;
  }
  if (text) tokens.push({ kind: 'text', text });
  return tokens;
}

/**
 * Whether `path` matches a fault pattern (issue 28: no regular expression is built from a
 * request). A plain pattern matches as a substring ("/portfolio" matches "/api/portfolio/fees").
 * Three pieces of the familiar syntax are understood, and nothing else: a leading `^` anchors
 * the start, a trailing `$` the end, `.*` is any text and `[^/]+` one path segment
 * ("^/api/tax/transactions/[^/]+/cost-basis$"). The match walks the path once per piece: its time
 * is bounded by the pattern's length (at most {@link FAULT_PATTERN_MAX}) times the path's.
 */
export function pathMatches(pattern: string, path: string): boolean {
  const anchoredStart = pattern.startsWith('^');
  const anchoredEnd = pattern.endsWith('$') && pattern.length > (anchoredStart ? 1 : 0);
  const body = pattern.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  const n = path.length;
  // reach[i]: the pieces so far can match path[start..i).
  let reach = Array.from({ length: n + 1 }, (_, i) => !anchoredStart || i === 0);
  for (const token of tokensOf(body)) {
    const next = new Array<boolean>(n + 1).fill(false);
    if (token.kind === 'text') {
      for (let i = 0; i + token.text.length <= n; i += 1) {
        if (reach[i] && path.startsWith(token.text, i)) next[i + token.text.length] = true;
      }
    } else if (token.kind === 'any') {
      let seen = false;
      for (let i = 0; i <= n; i += 1) {
        seen ||= reach[i] === true;
        next[i] = seen;
      }
    } else {
      let open = false;
      for (let j = 1; j <= n; j += 1) {
        open = path[j - 1] === '/' ? false : open || reach[j - 1] === true;
        next[j] = open;
      }
    }
    reach = next;
  }
  return anchoredEnd ? reach[n] === true : reach.some(Boolean);
}

/** The fault for this request, consuming one use of a registered fault; the header wins. */
export function takeFault(world: World, path: string, header: string | undefined): Fault | undefined {
  if (header && (FAULTS as readonly string[]).includes(header)) return header as Fault;
  const pending = faultsSlice(world).pending;
  const index = pending.findIndex((fault) => pathMatches(fault.pattern, path));
  if (index === -1) return undefined;
  const found = pending[index] as PendingFault;
  found.remaining -= 1;
  if (found.remaining <= 0) pending.splice(index, 1);
  return found.fault;
}

/** Registers a fault. */
export function addFault(world: World, request: z.output<typeof FaultRequest>): void {
  faultsSlice(world).pending.push({
    pattern: request.path_pattern,
    fault: request.fault,
    remaining: request.count,
  });
}

/** The time the `slow` fault waits before answering. */
export const SLOW_FAULT_MS = 2_500;
