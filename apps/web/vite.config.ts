import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** DESIGN §2: the server serves `dist` on its own port; in development Vite proxies the API to it. */
export default defineConfig({
  plugins: [react()],
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
      // Libraries change less often than the app: separate chunks stay cached across releases.
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-dom/client'],
          mui: ['@mui/material', '@emotion/react', '@emotion/styled'],
          tanstack: ['@tanstack/react-router', '@tanstack/react-query'],
          i18n: ['i18next', 'react-i18next'],
          forms: ['zod', 'react-hook-form', '@hookform/resolvers/zod'],
        },
      },
    },
  },
});
