import preact from '@preact/preset-vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';

/** The sign-in build's page is written as `signin.html`, beside the app's `index.html` (same source page). */
const signInPage = (): Plugin => ({
  name: 'remit:signin-page',
  enforce: 'post',
  apply: 'build',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset') return;
    delete bundle['index.html'];
    this.emitFile({ type: 'asset', fileName: 'signin.html', source: page.source });
  },
});

/**
 * DESIGN §2: the server serves `dist` on its own port; in development Vite proxies the API to it.
 *
 * Two builds of the same code: the app on React (`index.html`), and the sign-in build (`--mode signin`,
 * written as `signin.html`) on Preact's compatibility layer, which the server sends for a first load of the sign-in and
 * password-reset pages. React's runtime alone is 58 KB compressed, half of the 120 KB the sign-in page may
 * take; Preact's is 9 KB. The sign-in build only ever shows those two pages: any other page is a full load of
 * the app (see `route-guard.ts`), because not every library works on Preact (MUI X's date field does not).
 */
export default defineConfig(({ mode }) => {
  const signIn = mode === 'signin';
  return {
    plugins: signIn ? [preact(), signInPage(), precompress()] : [react(), precompress()],
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      // The sign-in build is written beside the app's (its files have their own hashed names).
      emptyOutDir: !signIn,
      sourcemap: false,
      rollupOptions: {
        // zod's sources carry comments Rollup cannot place; they are harmless and not ours to fix.
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
          // TanStack Router looks React 19's `use` up at run time and does without it on Preact.
          if (signIn && warning.code === 'MISSING_EXPORT' && warning.message.includes('"use"')) return;
          warn(warning);
        },
        // Libraries change less often than the app: separate chunks stay cached across releases. Only what
        // every screen needs (React, the router, i18n) is grouped; the rest of the libraries follow the lazy
        // pages that import them, so the sign-in page does not load charts or forms it lacks.
        output: {
          manualChunks(id) {
            if (!id.includes('node_modules')) return undefined;
            if (/node_modules\/(react|react-dom|scheduler|preact)\//.test(id)) return 'react';
            // The query library loads with the first screen that queries; the sign-in page sends without it.
            if (/node_modules\/@tanstack\/(react-query|query-core)\//.test(id)) return 'query';
            if (/node_modules\/@tanstack\//.test(id)) return 'tanstack';
            if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
            // The schema library is for forms and list filters: its own chunk, so a screen without either
            // (the dashboard) does not load it with a component chunk it shares with them.
            if (/node_modules\/zod\//.test(id)) return 'zod-lib';
            return undefined;
          },
        },
      },
    },
  };
});
