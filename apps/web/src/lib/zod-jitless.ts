/**
 * Zod 4 probes `new Function('')` when its first object schema is built, to decide whether it may compile
 * fast parsers. Our Content-Security-Policy (script-src 'self', no 'unsafe-eval') blocks that, and the
 * browser reports the blocked probe as a CSP violation on every signed-in page (Lighthouse "Issues were
 * logged", best practices). `jitless` skips the probe; zod reads this global config object when it loads,
 * so setting it here, before any zod module is evaluated, needs no zod import on the sign-in path.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
