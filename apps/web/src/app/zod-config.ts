import { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when it may, and probes for that with a `new Function('')`
 * the first time an object schema is made: our Content-Security-Policy (no 'unsafe-eval') refuses it and the
 * browser reports a violation on every page, although zod catches the throw. Jitless, it never tries. zod reads
 * this when a schema is made, so this module is the entry's first import, before any contract schema exists.
 */
z.config({ jitless: true });
