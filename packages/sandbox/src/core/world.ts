import { randomInt, randomUUID } from 'node:crypto';
import { type z, z as zod } from 'zod';

/**
 * The sandbox's whole state: one World per process (or per test). Areas keep their own state in
 * slices ({@link defineSlice}) so they never edit a shared type; everything in a slice is plain
 * JSON, so the world can be saved to and loaded from a file (SANDBOX_DATA).
 */
export interface World {
  /** Deterministic pseudo-random numbers in [0, 1) from the world's seed: the seeded data. */
  random(): number;
  /**
   * The sandbox's date and time: the base clock moved forward by `POST /__sandbox/advance`. What an
   * account shows (balances, histories, activity dates, tax years) reads it; a customer's own
   * account may run further ahead ({@link accountNow}).
   */
  now(): Date;
  /**
   * The base clock, never advanced: real time unless a test fixes it. Security windows keep it
   * (token expiry, sign-in throttling, code lifetimes), so moving the sandbox's date never signs
   * anybody out or lets a throttled client in.
   */
  realNow(): Date;
  /** Slice storage: name → state. Use {@link defineSlice}, not this, in areas. */
  readonly slices: Map<string, unknown>;
  /** Options the world was made with. */
  readonly options: WorldOptions;
}

export interface WorldOptions {
  /** Seed of the deterministic data (default 20261121). */
  readonly seed?: number;
  /** The base clock for tests (see {@link World.realNow}). */
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
  const realNow = options.now ?? (() => new Date());
  const world: World = {
    random: mulberry32(options.seed ?? 20261121),
    realNow,
    now: () => new Date(realNow().getTime() + (clockState(world)?.offset_ms ?? 0)),
    slices: new Map(),
    options,
  };
  return world;
}

type SliceInit<T> = (world: World) => T;
const sliceNames = new Set<string>();

/**
 * The shape of each slice that declared one: a SANDBOX_DATA file is checked against them before
 * anything is loaded (core/persist), so a file of the wrong shape stops the start instead of
 * answering 500 later.
 */
export const sliceSchemas = new Map<string, z.ZodType>();

/**
 * What the data file keeps of a slice, for slices that keep less there than in memory (the
 * SSNs and tax ids of applications: masked in the file). Absent: the slice as it is.
 */
export const sliceFileForms = new Map<string, (value: unknown) => unknown>();

/** Whether a slice of this name is declared (in this process). */
export const isSliceName = (name: string) => sliceNames.has(name);

/**
 * Declares a slice of state: `const users = defineSlice('users', (world) => seedUsers(world))`,
 * then `users(world)` returns it, seeding it on first use. `schema` is the shape a saved copy must
 * have (see {@link sliceSchemas}); `fileForm` what the data file keeps of it ({@link sliceFileForms}).
 */
export function defineSlice<T>(
  name: string,
  init: SliceInit<T>,
  schema?: z.ZodType,
  fileForm?: (value: T) => unknown,
): (world: World) => T {
  if (sliceNames.has(name)) throw new Error(`Two slices named ${name}`);
  sliceNames.add(name);
  if (schema) sliceSchemas.set(name, schema);
  if (fileForm) sliceFileForms.set(name, fileForm as (value: unknown) => unknown);
  return (world) => {
    if (!world.slices.has(name)) world.slices.set(name, init(world));
    return world.slices.get(name) as T;
  };
}

/**
 * How far the sandbox's clock runs ahead of the base clock: for the whole sandbox, and for single
 * accounts on top of it (`POST /__sandbox/advance` with an email), in milliseconds. Kept with the
 * world's state, so a SANDBOX_DATA file remembers the date it had reached.
 */
export const clockSlice = defineSlice(
  'clock',
  () => ({
    offset_ms: 0,
    by_user: {} as Record<string, number>,
  }),
  zod.looseObject({ offset_ms: zod.number(), by_user: zod.record(zod.string(), zod.number()) }),
);

/** The clock's state without making it: a world never advanced has none (and no slice to save). */
const clockState = (world: World) => world.slices.get('clock') as ReturnType<typeof clockSlice> | undefined;

/** The date and time of one account: the sandbox's clock plus the account's own advance. */
export function accountNow(world: World, userId: string): Date {
  return new Date(world.now().getTime() + (clockState(world)?.by_user[userId] ?? 0));
}

/** Moves the sandbox's clock (or, with a user id, one account's) forward by `ms`. */
export function advanceClock(world: World, ms: number, userId?: string): void {
  const clock = clockSlice(world);
  if (userId === undefined) clock.offset_ms += ms;
  else clock.by_user[userId] = (clock.by_user[userId] ?? 0) + ms;
}

/** A random 6-digit verification code (not from the seed: codes must not be guessable). */
export function verificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random opaque token. */
export function opaqueToken(): string {
  return randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
}
