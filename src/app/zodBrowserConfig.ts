/**
 * zod's settings for the browser, set before any page loads zod. The CSP forbids eval, and without
 * `jitless` zod probes `new Function` and the browser logs a violation. zod keeps its settings on
 * globalThis (`__zod_globalConfig`, shared by every copy of zod on a page, which is what
 * `z.config` writes), so setting them here keeps zod itself out of the first download; the test
 * beside this file checks that zod still reads them from there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Mutated, not replaced: a zod already loaded holds on to the object it found.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
