/**
 * Contract fuzz (issue 28): sends bounded random and boundary requests to every operation of the
 * contract (the api-client's call specs) against an in-process sandbox (`app.fetch`, no port),
 * with and without valid tokens of users in various states, and checks each answer:
 *
 * - never a 5xx;
 * - a success parses with the call's response schema (JSON calls), a refusal is `{ code, message }`;
 * - a refusal changes nothing: the world's serialisation is the same before and after it (but the
 *   counters that exist to count refusals: sign-in throttling and wrong-code budgets).
 *
 * Bounded by a request count and a time limit. `npm test` runs it at a small size through the
 * sandbox's vitest project (test/contract/fuzz.test.ts); a long run:
 *
 *   node --conditions=@cairn/source --import tsx scripts/fuzz-contract.ts --requests 20000 --seconds 600 --seed 7
 */
import { ALL_CALLS, type CallSpec } from '@cairn/api-client';
import fc from 'fast-check';
import { Hono } from 'hono';
import { z } from 'zod';
import { createApi } from '../packages/sandbox/src/api/index';
import { createSandboxRoutes } from '../packages/sandbox/src/api/sandboxRoutes';
import { type SandboxUser, startSession, userByEmail } from '../packages/sandbox/src/core/users';
import { createWorld, type World } from '../packages/sandbox/src/core/world';
import { DEMO_PASSWORD } from '../packages/sandbox/src/seed/demoUsers';
import { ensureUsersSeeded } from '../packages/sandbox/src/seed/users';

/** Options of {@link fuzzContract}. */
export interface FuzzOptions {
  /** How many requests at most. */
  readonly requests: number;
  /** Stop after this long even if requests remain. */
  readonly seconds: number;
  /** The fast-check seed: the same seed sends the same requests. */
  readonly seed: number;
}

/** One broken expectation. */
export interface FuzzFailure {
  readonly call: string;
  readonly who: string;
  readonly request: string;
  readonly status: number;
  readonly problem: string;
}

/** What a run did. */
export interface FuzzReport {
  readonly sent: number;
  readonly byStatus: Readonly<Record<string, number>>;
  /** Every call of the contract was tried at least once. */
  readonly callsTried: number;
  readonly refusals: number;
  readonly failures: readonly FuzzFailure[];
  readonly seconds: number;
}

/**
 * Slices that count refusals by design (the sign-in throttle, wrong-code budgets): a refused sign-in
 * or code must change them. Everything else must stay as it was on a refusal.
 */
const COUNTING = /throttle|budget|tries|attempt/i;
/** Calls whose refusal counts a wrong password or code in the user area's own records. */
const COUNTS_WRONG_GUESSES = new Set([
  'signIn',
  'verifySignInCode',
  'verifyAuthAttribute',
  'confirmPasswordReset',
  'requestPasswordReset',
  'sendVerificationCode',
  'updateAuthAttribute',
]);

/** The world as JSON, but the counting slices. */
function snapshot(world: World): string {
  return JSON.stringify([...world.slices.entries()].filter(([name]) => !COUNTING.test(name)));
}

const ErrorBody = z.object({ code: z.string().min(1), message: z.string() });

/** The kinds of caller: signed out, forged token, and users in the states the rules weigh. */
const WHO = [
  'signed out',
  'forged token',
  'investor',
  'pending',
  'inactive',
  'halfway',
  'fresh signup',
  'staff',
  'demo',
] as const;
type Who = (typeof WHO)[number];

const DEMO_EMAILS: Partial<Record<Who, string>> = {
  investor: 'investor@cairn.example',
  pending: 'pending@cairn.example',
  inactive: 'inactive@cairn.example',
  halfway: 'halfway@cairn.example',
  demo: 'demo@cairn.example',
  staff: 'admin@cairn.example',
};

/** Boundary values a field gets. */
const boundary = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    'x'.repeat(300),
    '0',
    '-1',
    '1e400',
    'NaN',
    '2026-02-30',
    '1900-01-01',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    'USD',
    'BTC',
    'ALL',
    'investor@cairn.example',
    '+16175550123',
    DEMO_PASSWORD,
    0,
    -1,
    1,
    100,
    1e308,
    Number.MAX_SAFE_INTEGER,
    0.1,
    null,
    true,
    false,
    [],
    {},
    [''],
  ),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The keys a schema's object takes (a few levels of wrappers unwrapped), or none. */
function keysOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 4; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const inner = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = inner?.innerType ?? inner?.in ?? inner?.schema;
    if (!current) return [];
  }
  return [];
}

/** A request of one call: its path parameters, query and body, from boundary values. */
function requestOf(spec: CallSpec) {
  const keys = (schema: z.ZodType) =>
    fc.dictionary(fc.constantFrom(...keysOf(schema), 'extra'), boundary, { maxKeys: 6 });
  const params = fc.record(
    Object.fromEntries(
      [...spec.path.matchAll(/\{(\w+)\}/g)].map((match) => [
        match[1] as string,
        fc.oneof(
          fc.constantFrom('x', '1', 'USD', 'BTC', 'ALL', 'total', 'deposit', 'index-cbtc', 'Momentum'),
          fc.string({ minLength: 1, maxLength: 30 }),
        ),
      ]),
    ),
  );
  const body = fc.oneof(keys(spec.body), fc.jsonValue({ maxDepth: 3 }));
  return fc.record({ params, query: keys(spec.query), body, raw: fc.boolean() });
}

const arbitrary = fc
  .record({
    spec: fc.constantFrom(...ALL_CALLS),
    who: fc.constantFrom(...WHO),
  })
  .chain(({ spec, who }) => requestOf(spec).map((request) => ({ spec, who, ...request })));

type Sample = { spec: CallSpec; who: Who } & {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  raw: boolean;
};

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function bodyOf(sample: Sample): { body?: BodyInit; headers: Record<string, string> } {
  if ((sample.spec.bodyKind === 'none' && !sample.raw) || sample.spec.method === 'GET')
    return { headers: {} };
  if (sample.spec.bodyKind === 'multipart') {
    const form = new FormData();
    const fields = typeof sample.body === 'object' && sample.body !== null ? sample.body : {};
    for (const [key, value] of Object.entries(fields)) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    if (sample.raw)
      form.append(
        'file',
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'f.png', { type: 'image/png' }),
      );
    return { body: form, headers: {} };
  }
  return { body: JSON.stringify(sample.body), headers: { 'Content-Type': 'application/json' } };
}

/** The sandbox the fuzz talks to, with a token for each kind of caller. */
async function sandbox(): Promise<{ world: World; app: Hono; tokens: Record<Who, string | undefined> }> {
  const world = createWorld({ now: () => new Date('2026-11-21T12:00:00Z') });
  const app = new Hono();
  app.route('/api', createApi(world));
  app.route('/__sandbox', createSandboxRoutes(world));
  ensureUsersSeeded(world);
  const tokens = {} as Record<Who, string | undefined>;
  const sessionOf = (user: SandboxUser | undefined) => (user ? startSession(world, user) : undefined);
  for (const who of WHO) {
    const email = DEMO_EMAILS[who];
    if (email) tokens[who] = sessionOf(userByEmail(world, email));
  }
  tokens['signed out'] = undefined;
  tokens['forged token'] = 'forged-token-0123456789abcdef';
  const signup = await app.request('/api/user/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Fuzz',
      last_name: 'Signup',
      email: 'fuzz.signup@example.com',
      phone_number: '+16175550177',
      accepted_tos: true,
      password: 'Str0ng!pass',
      account_type: 'INDIVIDUAL',
    }),
  });
  tokens['fresh signup'] = ((await signup.json()) as { access_token?: string }).access_token;
  // Each account's derived state (balances, portfolio, history) is seeded on its first read: read
  // once as everybody, so that a refused change later is compared with a settled world.
  for (const token of Object.values(tokens)) {
    for (const path of [
      '/api/portfolio',
      '/api/user/profile',
      '/api/account/application',
      '/api/model/models',
    ]) {
      await app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    }
  }
  return { world, app, tokens };
}

/** Checks one answer; the problem, or `null`. */
async function problemOf(spec: CallSpec, response: Response): Promise<string | null> {
  if (response.status >= 500) return `answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
  if (response.status >= 400) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `a refusal that is not JSON: ${text.slice(0, 200)}`;
    }
    return ErrorBody.safeParse(body).success
      ? null
      : `a refusal outside { code, message }: ${text.slice(0, 200)}`;
  }
  if (spec.responseKind === 'empty')
    return response.status === 204 ? null : `answered ${response.status}, not 204`;
  if (spec.responseKind !== 'json') return null;
  const body: unknown = await response.json().catch(() => Symbol('not JSON'));
  const parsed = spec.response.safeParse(body);
  return parsed.success ? null : `a success outside its schema: ${parsed.error.issues[0]?.message ?? ''}`;
}

/** Runs the fuzz and reports what it saw; it never throws for a failed expectation. */
export async function fuzzContract(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const { world, app, tokens } = await sandbox();
  const samples = fc.sample(arbitrary, { numRuns: options.requests, seed: options.seed }) as Sample[];
  // Every call is tried at least once, first, with a signed-in verified user and then at random.
  const firsts: Sample[] = ALL_CALLS.map((spec, index) => ({
    spec,
    who: WHO[index % WHO.length] as Who,
    params: Object.fromEntries([...spec.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 'x'])),
    query: {},
    body: {},
    raw: false,
  }));
  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const tried = new Set<string>();
  let sent = 0;
  let refusals = 0;
  for (const sample of [...firsts, ...samples]) {
    if (sent >= Math.max(options.requests, firsts.length)) break;
    if (Date.now() - started > options.seconds * 1000) break;
    const path = sample.spec.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(sample.params[name] ?? 'x'),
    );
    const url = `/api${path}${queryString(sample.query)}`;
    const token = tokens[sample.who];
    const { body, headers } = bodyOf(sample);
    // Reads change nothing a user could see (some seed an account's derived state on first use):
    // the world is compared around the calls that may change it.
    const before = sample.spec.method === 'GET' ? undefined : snapshot(world);
    const response = await app.request(url, {
      method: sample.spec.method,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body }),
    });
    sent += 1;
    tried.add(sample.spec.name);
    byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
    const fail = (problem: string) =>
      failures.push({
        call: sample.spec.name,
        who: sample.who,
        request: `${sample.spec.method} ${url} ${typeof body === 'string' ? body.slice(0, 200) : ''}`,
        status: response.status,
        problem,
      });
    const problem = await problemOf(sample.spec, response);
    if (problem) fail(problem);
    if (response.status >= 400) {
      refusals += 1;
      if (before !== undefined && !COUNTS_WRONG_GUESSES.has(sample.spec.name) && snapshot(world) !== before)
        fail('a refusal changed the world');
    }
  }
  return {
    sent,
    byStatus,
    callsTried: tried.size,
    refusals,
    failures,
    seconds: (Date.now() - started) / 1000,
  };
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const report = await fuzzContract({
    requests: flag('requests', 300),
    seconds: flag('seconds', 30),
    seed: flag('seed', 28),
  });
  console.log(
    `fuzz: ${report.sent} requests to ${report.callsTried} of ${ALL_CALLS.length} operations in ${report.seconds.toFixed(1)} s; answers ${JSON.stringify(report.byStatus)}; ${report.failures.length} broken`,
  );
  for (const failure of report.failures.slice(0, 20)) console.log(JSON.stringify(failure));
  process.exit(report.failures.length === 0 ? 0 : 1);
}
