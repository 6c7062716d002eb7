/**
 * Import this module first in an app's entry (`import '@cairn/api-client/zod-jitless'`), before
 * any schema is created. zod compiles object parsers with `new Function` unless told not to, and
 * probes for it with a caught `new Function('')`: under a CSP without 'unsafe-eval' that probe
 * still fires a `securitypolicyviolation` on every page load. Jitless parsing is what a strict CSP
 * allows anyway. zod reads the setting when an object schema is made, so the order matters.
 *
 * The switch is written where zod keeps its configuration (`globalThis.__zod_globalConfig`, the
 * object `z.config()` changes, shared by every copy of zod in the page) rather than through
 * `z.config`: importing zod here would make zod part of every app's first paint, when the apps
 * load it with the first schema they need. `zodJitless.test.ts` checks zod still reads it there.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
