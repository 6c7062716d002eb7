// Writes the answers the apps' component tests stub (`@cairn/app-shell/testing` fixtures): every
// GET of the user, customer and admin contract without path parameters, as the sandbox answers it for a
// demo user at the tests' fixed clock. Run after a contract or seed change:
//   node --conditions=@cairn/source --import tsx scripts/capture-app-fixtures.ts
// A fixture that no longer matches the contract fails its tests (the client parses every answer).
import { writeFileSync } from 'node:fs';
import { adminCallSpecs, type CallSpec, customerCallSpecs, userCallSpecs } from '@cairn/api-client';
import { harness } from '../packages/sandbox/test/customer/harness';

/** The demo users whose answers are captured, with the contract each one's app reads. */
const USERS = [
  ['investor@cairn.example', customerCallSpecs],
  ['halfway@cairn.example', customerCallSpecs],
  ['admin@cairn.example', adminCallSpecs],
] as const;
const out = new URL('../packages/app-shell/src/testing/fixtures/', import.meta.url);

/** Characters of JSON at most per answer. */
const MAX_ANSWER = 60_000;

const h = harness();
const readable = (spec: CallSpec) =>
  spec.method === 'GET' && !spec.path.includes('{') && spec.responseKind === 'json';
for (const [email, appCalls] of USERS) {
  const specs: CallSpec[] = [...Object.values(userCallSpecs), ...Object.values(appCalls)].filter(readable);
  const client = await h.signedIn(email);
  const answers: Record<string, unknown> = {};
  for (const spec of specs) {
    // The wire's JSON as sent, not the client's parsed values.
    const response = await h.app.request(`/api${spec.path}`, {
      headers: { Authorization: `Bearer ${client.session.getToken()}` },
    });
    // Not this user's (the onboarding user has no customer data; a query needs its input).
    if (!response.ok) continue;
    const answer: unknown = await response.json();
    // The long histories (a year of trades) stay out: a test that needs one writes its own.
    if (JSON.stringify(answer).length <= MAX_ANSWER) answers[`GET ${spec.path}`] = answer;
  }
  const name = email.split('@')[0];
  writeFileSync(new URL(`${name}.json`, out), `${JSON.stringify(answers, null, 1)}\n`);
  console.log(`${name}: ${Object.keys(answers).length} answers`);
}
