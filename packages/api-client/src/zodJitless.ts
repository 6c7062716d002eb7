import { z } from 'zod';

/**
 * Import this module first in an app's entry (`import '@cairn/api-client/zod-jitless'`), before
 * any schema is created. zod compiles object parsers with `new Function` unless told not to, and
 * probes for it with a caught `new Function('')`: under a CSP without 'unsafe-eval' that probe
 * still fires a `securitypolicyviolation` on every page load. Jitless parsing is what a strict CSP
 * allows anyway. zod reads the setting when an object schema is made, so the order matters.
 */
z.config({ jitless: true });
