import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};

/** What helmet's middleware writes, captured once: with fixed directives it does not depend on the request. */
const headersOf = (middleware: ReturnType<typeof helmet>) => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
};

/**
 * Over TLS a page tells the browser to fetch everything over https (`upgrade-insecure-requests`) and to come
 * back only over https (HSTS). Over plain HTTP both would break the page: the browser upgrades every script of
 * `http://<host>:3000/login` to an https port nobody listens on (a blank page; only localhost is exempt), and
 * HSTS over HTTP is ignored by browsers at best. Cross-Origin-Opener-Policy, likewise only for secure origins,
 * goes with them.
 */
export const PAGE_HEADERS_OVER_TLS = headersOf(helmet({ contentSecurityPolicy: { directives } }));
export const PAGE_HEADERS_PLAIN = headersOf(
  helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
    // Browsers apply it only to secure origins; on any other Chromium logs it as an error on every page load.
    crossOriginOpenerPolicy: false,
  }),
);
/** A script, style, font or image of the web app needs none of a page's policies: type, length, caching and this. */
export const ASSET_HEADERS = Object.freeze({ 'x-content-type-options': 'nosniff' });

const isPage = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Security headers by what is answered: a page (HTML) and every API answer carry the policies (CSP, framing,
 * referrer, ...); the web app's other files only nosniff, their other bytes being ~1 KB per script that no
 * browser reads. TLS is the request's own (`request.protocol`): a direct TLS socket, or `X-Forwarded-Proto:
 * https` from a proxy that TRUST_PROXY believes, never from anyone else.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const asset = !request.url.startsWith('/api/') && !isPage(reply.getHeader('content-type'));
      reply.headers(
        asset ? ASSET_HEADERS : request.protocol === 'https' ? PAGE_HEADERS_OVER_TLS : PAGE_HEADERS_PLAIN,
      );
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
