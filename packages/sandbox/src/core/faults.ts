import { z } from 'zod';
import { defineSlice, type World } from './world';

/** Faults a request can be made to suffer (header `x-sandbox-fault` or POST /__sandbox/faults). */
export const FAULTS = ['500', '401', '404', '418', 'user-correctable', 'malformed', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

/** POST /__sandbox/faults body: the next `count` calls whose path matches fail with `fault`. */
export const FaultRequest = z.object({
  path_pattern: z.string().min(1),
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

/**
 * Whether `path` matches a pattern: a pattern starting with '^' is a regular expression, anything
 * else a substring ("/portfolio" matches "/api/portfolio/fees").
 */
export function pathMatches(pattern: string, path: string): boolean {
  if (pattern.startsWith('^')) {
    try {
      return new RegExp(pattern).test(path);
    } catch {
      return false;
    }
  }
  return path.includes(pattern);
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
