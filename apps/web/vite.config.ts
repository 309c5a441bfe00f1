import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** DESIGN §2: the server serves `dist` on its own port; in development Vite proxies the API to it. */
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // zod's sources carry comments Rollup cannot place; they are harmless and not ours to fix.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      // Libraries change less often than the app: separate chunks stay cached across releases. Only what
      // every screen needs (React, the router and query, i18n) is grouped; the rest of the libraries
      // follow the lazy pages that import them, so the sign-in page does not load charts or forms it lacks.
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
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
});
