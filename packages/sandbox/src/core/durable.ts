import type { Context, Next } from 'hono';

/** The data file as a request sees it (core/persist's DataFile). */
export interface Durability {
  /** Writes what changed since the file last held it; when it cannot, memory goes back and it throws. */
  persist(): void;
  /** Puts memory back to what the file holds. */
  restore(): void;
}

/** The answer when a change could not be saved: nothing of it happened. */
export const NOT_SAVED_MESSAGE =
  'The sandbox could not save this change to its data file: nothing was changed';

/**
 * Runs a request that may change state all-or-nothing (SANDBOX_DATA): first what earlier reads
 * seeded is saved, so memory holds what the file holds; then the handler; then its changes are
 * saved before the answer goes out. When a save fails the answer is 500 and memory is back to
 * what the file holds; an answer 500 of the handler itself (a sandbox bug) also puts memory back,
 * unless the 500 was a fault the request asked for (`injected`), which changed nothing but
 * the fault's own count. Reads (GET, HEAD) pass through.
 */
export async function durably(
  c: Context,
  next: Next,
  data: Durability | undefined,
  log: ((line: string) => void) | undefined,
  injected: () => boolean = () => false,
): Promise<Response | undefined> {
  if (!data || c.req.method === 'GET' || c.req.method === 'HEAD') {
    await next();
    return undefined;
  }
  const notSaved = (error: unknown) => {
    log?.(`[data] ${c.req.method} ${c.req.path}: ${String(error)}`);
    return c.json({ code: 'SERVER_ERROR', message: NOT_SAVED_MESSAGE }, 500);
  };
  try {
    data.persist();
  } catch (error) {
    return notSaved(error);
  }
  await next();
  if (c.res.status >= 500 && !injected()) {
    data.restore();
    return undefined;
  }
  try {
    data.persist();
  } catch (error) {
    c.res = notSaved(error);
  }
  return undefined;
}
