import type { Page, Request } from 'playwright-core';

export type ScriptTransfer = { url: string; encoding: string; bytes: number };

/**
 * Follows every script a page loads from now on: the bytes of each response body as they came over the wire
 * (compressed, as sent) and the encoding they came in. Call `done()` once the page has settled.
 */
export const watchScripts = (page: Page) => {
  const pending: Promise<ScriptTransfer>[] = [];
  const measure = async (request: Request): Promise<ScriptTransfer> => {
    const response = await request.response();
    const sizes = await request.sizes();
    return {
      url: new URL(request.url()).pathname,
      encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
      bytes: sizes.responseBodySize,
    };
  };
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') pending.push(measure(request));
  });
  return {
    done: async () => {
      const scripts = await Promise.all(pending);
      return { scripts, total: scripts.reduce((sum, script) => sum + script.bytes, 0) };
    },
  };
};

/**
 * What a first load has shown once it is complete: the sign-in form, or the dashboard with its chart drawn
 * (the chart's library arrives last, in its own chunk; icons carry a data-testid, the chart does not).
 */
export const ROUTE_READY = {
  '/login': 'input[name="email"]',
  '/dashboard': '[data-testid="flows-chart"] svg:not([data-testid])',
} as const;

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const describeScripts = (scripts: ScriptTransfer[]) =>
  [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `  ${kilobytes(script.bytes).padStart(9)} ${script.encoding.padEnd(8)} ${script.url}`)
    .join('\n');
