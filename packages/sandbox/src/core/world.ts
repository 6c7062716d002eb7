import { randomInt, randomUUID } from 'node:crypto';

/**
 * The sandbox's whole state: one World per process (or per test). Areas keep their own state in
 * slices ({@link defineSlice}) so they never edit a shared type; everything in a slice is plain
 * JSON, so the world can be saved to and loaded from a file (SANDBOX_DATA).
 */
export interface World {
  /** Deterministic pseudo-random numbers in [0, 1) from the world's seed: the seeded data. */
  random(): number;
  /** The sandbox's clock: real time unless a test fixes it. */
  now(): Date;
  /** Slice storage: name → state. Use {@link defineSlice}, not this, in areas. */
  readonly slices: Map<string, unknown>;
  /** Options the world was made with. */
  readonly options: WorldOptions;
}

export interface WorldOptions {
  /** Seed of the deterministic data (default 20261121). */
  readonly seed?: number;
  /** Fixed clock for tests. */
  readonly now?: () => Date;
  /** The TLH feature flag (SANDBOX_TLH=off turns it off). */
  readonly tlhFlag?: boolean;
  /** Prints codes and notes to the console (the server process), silent in tests. */
  readonly log?: (line: string) => void;
}

/** mulberry32: a small, good-enough PRNG; the same seed always gives the same world. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes a world. Slices initialise lazily the first time an area reads them. */
export function createWorld(options: WorldOptions = {}): World {
  return {
    random: mulberry32(options.seed ?? 20261121),
    now: options.now ?? (() => new Date()),
    slices: new Map(),
    options,
  };
}

type SliceInit<T> = (world: World) => T;
const sliceNames = new Set<string>();

/**
 * Declares a slice of state: `const users = defineSlice('users', (world) => seedUsers(world))`,
 * then `users(world)` returns it, seeding it on first use.
 */
export function defineSlice<T>(name: string, init: SliceInit<T>): (world: World) => T {
  if (sliceNames.has(name)) throw new Error(`Two slices named ${name}`);
  sliceNames.add(name);
  return (world) => {
    if (!world.slices.has(name)) world.slices.set(name, init(world));
    return world.slices.get(name) as T;
  };
}

/** A random 6-digit verification code (not from the seed: codes must not be guessable). */
export function verificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random opaque token. */
export function opaqueToken(): string {
  return randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
}
