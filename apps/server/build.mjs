// The server (and the contract it imports) as one JavaScript bundle with a source map, run by plain `node`
// (`npm start`). npm packages stay in node_modules, loaded as they are; only our own TypeScript is bundled.
// `npm run dev` and the tests keep running the TypeScript through tsx.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports are npm packages or Node's own, except the contract workspace: that one is our source. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@remit/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  // dist/main.js sits one folder below apps/server, as src/paths.ts does: SERVER_ROOT holds for both.
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Readable stack traces and log lines: names kept, nothing minified (the bundle is read from disk once).
  keepNames: true,
  plugins: [packagesStayExternal],
  metafile: true,
  logLevel: 'warning',
});
const bytes =
  Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('main.js'))?.[1].bytes ?? 0;
console.log(`server built: apps/server/dist/main.js (${(bytes / 1024).toFixed(0)} KB, with source map)`);
