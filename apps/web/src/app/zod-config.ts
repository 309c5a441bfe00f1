import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod compiles its object parsers with `new Function` when it may, and probes for that with a `new Function('')`
 * when an object schema is made: our Content-Security-Policy (no 'unsafe-eval') refuses it and the browser
 * reports a violation on every page, although zod catches the throw. Jitless, it never tries. zod reads the
 * setting when a schema is made, so this module is the entry's first import, before any schema exists.
 *
 * Set where `z.config()` keeps it, zod's configuration shared by every copy of zod on the page
 * (`globalThis.__zod_globalConfig`), rather than through `z.config`: importing zod here would put its 23 KB on
 * the sign-in page's first load, which loads zod only with the first check (`zod-config.test.ts` holds the two
 * the same).
 */
const shared = globalThis as { __zod_globalConfig?: Partial<$ZodConfig> };
(shared.__zod_globalConfig ??= {}).jitless = true;
