import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticFiles from './static.plugin';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const SIGN_IN_PAGE = '<!doctype html><html><body><div id="root"></div><!-- sign-in build --></body></html>';
const SCRIPT = `export const answer = ${'42 + '.repeat(200)}0;`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'remit-static-'));
  await mkdir(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': PAGE,
    'signin.html': SIGN_IN_PAGE,
    'assets/index-Ab12Cd34.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await app.register(staticFiles, { webDist: dir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app is served precompressed and cached by what changes', () => {
  it('sends the brotli copy of a hashed script to a browser that takes brotli, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that takes only gzip, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page itself on every load, at its own path and as any client-side route', async () => {
    for (const url of ['/index.html', '/dashboard', '/withdrawal/orders?page=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('sends the sign-in build for a first load of the sign-in and reset pages, and the app for every other', async () => {
    for (const url of ['/login', '/login?redirect=%2Faccount', '/forget-password']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SIGN_IN_PAGE);
    }
    for (const url of ['/dashboard', '/login/extra', '/', '/account?q=/login'])
      expect(brotliDecompressSync((await get(url, 'br')).rawPayload).toString(), url).toBe(PAGE);
    // A browser with a session is going to the app anyway.
    const signedIn = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br', cookie: 'remittance-theme=dark; userAbilityRules=%5B%5D' },
    });
    expect(brotliDecompressSync(signedIn.rawPayload).toString()).toBe(PAGE);
  });

  it('serves a file that has no compressed copy as it is, not cached as immutable', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not publish the compressed copies under their own names', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.br')).headers['content-type']).toMatch(/text\/html/);
  });
});
