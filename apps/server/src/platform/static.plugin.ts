import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { ABILITY_RULES_COOKIE, SIGN_IN_BUILD_PAGES } from '@remit/contract/wire-constants';
import { SERVER_ROOT } from '../paths';
import { AppError } from './errors';

const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');

/**
 * First loads of these pages get the sign-in build (`signin.html`: the same web app built on Preact, a
 * fraction of the bytes); it loads the app itself (`index.html`) for any other page. A browser holding a
 * session (the web app keeps its permission rules in this cookie) gets the app at once: it would only be sent
 * on to it. A hint for which page to send, nothing more: the API checks the session on every call.
 */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set(SIGN_IN_BUILD_PAGES);
const SESSION_HINT = new RegExp(`(?:^|;\\s*)${ABILITY_RULES_COOKIE}=`);

/** Files under `assets/` carry a content hash in their name: a new build gives them new names. */
const HASHED = /(^|[\\/])assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const cacheHeaders = (res: SetHeadersResponse, file: string) => {
  res.setHeader('cache-control', HASHED.test(file) ? IMMUTABLE : REVALIDATE);
  // The same URL answers brotli, gzip or plain bytes depending on what the browser accepts.
  res.setHeader('vary', 'Accept-Encoding');
};

export type StaticOptions = {
  /** The built web app (`apps/web/dist` by default). */
  webDist?: string;
};

/**
 * The built web app beside the API on one port (DESIGN §2). The build writes brotli and gzip copies of every
 * text asset, sent as they are by Accept-Encoding; hashed assets are cached for a year, everything else (the
 * page itself) is revalidated on every load. Every other GET (or HEAD: the same headers, no body) outside `/api/`
 * is a client-side route and gets the single page.
 */
export default fp<StaticOptions>(
  async (app, options) => {
    const webDist = path.resolve(options.webDist ?? defaultWebDist);
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    const hasSignIn = existsSync(path.join(webDist, 'signin.html'));
    if (hasWeb)
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // The compressed copies are reached through their originals' URLs only.
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: cacheHeaders,
      });
    app.setNotFoundHandler((request, reply) => {
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (request.url.startsWith('/api/') || !read || !hasWeb) throw new AppError('NOT_FOUND');
      // Client-side routes (spec §2) all load the single page.
      const pathname = request.url.split('?')[0] ?? '';
      const signIn =
        hasSignIn && SIGN_IN_PAGES.has(pathname) && !SESSION_HINT.test(request.headers.cookie ?? '');
      return reply.sendFile(signIn ? 'signin.html' : 'index.html');
    });
  },
  { name: 'static' },
);
