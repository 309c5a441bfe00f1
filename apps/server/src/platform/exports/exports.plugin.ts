import fp from 'fastify-plugin';
import { createExportRegistry, type ExportRegistry } from './export-kinds';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lists this instance can export; domain plugins register theirs, the export routes read it. */
    exportKinds: ExportRegistry;
  }
}

/**
 * The export registry, once per instance (two apps in one process never share kinds). `extra` registers
 * kinds beside the domains' own: a test's synthetic list, the export benchmark's rows.
 */
export const exportKindsPlugin = fp<{ extra?: (kinds: ExportRegistry) => void }>(
  async (app, { extra }) => {
    const registry = createExportRegistry();
    extra?.(registry);
    app.decorate('exportKinds', registry);
  },
  { name: 'export-kinds' },
);
