import type { CallSpec } from './call';

/**
 * A call known by its name, whose spec (and the zod schemas it carries) loads when the call is
 * first sent: what the call functions and hooks hold, so no schema and no zod code is part of an
 * app's first paint. Its SWR key is the name's, like its spec's.
 */
export interface LazyCall<C extends CallSpec = CallSpec> {
  /** The function name, the spec's `name`. */
  readonly name: string;
  /** Loads the spec (once; again after a failed load). */
  readonly load: () => Promise<C>;
}

/** A call as the client, the hooks and the cache helpers take it: its spec, or a lazy reference. */
export type CallRef<C extends CallSpec = CallSpec> = C | LazyCall<C>;

/** The spec of a call reference, loading it when it is lazy. */
export function loadCall<C extends CallSpec>(call: CallRef<C>): C | Promise<C> {
  return 'load' in call ? call.load() : call;
}

/**
 * The lazy references of an area's call specs, keyed like the specs (a key is its spec's name).
 * In place of a static import of the area's specs, write
 * `const calls = lazyCalls<typeof specs>(() => import(<the calls module>).then((m) => m.calls))`
 * (with `import type { calls as specs }`): the code that uses `calls.getUserProfile` stays as it
 * was, and the module with the specs loads, with zod, on the first call sent.
 */
export function lazyCalls<T extends Readonly<Record<string, CallSpec>>>(
  load: () => Promise<T>,
): { readonly [K in keyof T]: LazyCall<T[K]> } {
  let loading: Promise<T> | undefined;
  const specs = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk load (offline) is tried again on the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const refs = new Map<string, LazyCall>();
  const refOf = (name: string): LazyCall => {
    let ref = refs.get(name);
    if (ref === undefined) {
      ref = {
        name,
        load: async () => {
          const spec = (await specs())[name];
          if (spec?.name !== name) throw new Error(`lazyCalls: no call spec named '${name}'`);
          return spec;
        },
      };
      refs.set(name, ref);
    }
    return ref;
  };
  return new Proxy({} as { readonly [K in keyof T]: LazyCall<T[K]> }, {
    get: (_, name) => (typeof name === 'string' ? refOf(name) : undefined),
  });
}
