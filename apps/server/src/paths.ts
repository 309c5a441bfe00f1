import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server`, found alike from the source (`src/paths.ts`, run by tsx and the tests) and from the build
 * (`dist/main.js`, one bundle): both sit one folder below it. Files the server reads at run time (migrations,
 * the sandbox watch list, the built web app) are named from here, never from the `import.meta.url` of the
 * module that reads them, which bundling moves to `dist/`.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
