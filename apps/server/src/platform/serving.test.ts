import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { numbersKind, numbersRequest } from '../../test/fixtures/export-kind';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `export const answer = ${'42 + '.repeat(400)}0;`;
/** The proxy in front of the server; every other address is a client. */
const PROXY = '10.0.0.7';

let webDist: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'remit-serving-'));
  await mkdir(path.join(webDist, 'assets'));
  for (const [name, text] of Object.entries({
    'index.html': PAGE,
    'signin.html': PAGE,
    'assets/app-1a2b.js': SCRIPT,
  })) {
    await writeFile(path.join(webDist, name), text);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
  }
  t = await createTestApp(
    { TRUST_PROXY: PROXY, WEB_DIST: webDist, AUTH_RATE_LIMIT: '1000' },
    { exportKinds: (kinds) => kinds.register(numbersKind) },
  );
  token = await t.login('admin@demo.test');
});

afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.5') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('https-only headers go only where the portal is served over TLS', () => {
  it('a page over plain HTTP neither upgrades its assets to https nor sends HSTS', async () => {
    for (const url of ['/login', '/dashboard', '/api/health']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      // Only secure origins may use it: Chromium logs it as an error on any other.
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('behind the trusted proxy saying https, pages upgrade and send HSTS', async () => {
    const res = await get('/login', { 'x-forwarded-proto': 'https' }, PROXY);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('ignores X-Forwarded-Proto from anyone TRUST_PROXY does not name', async () => {
    const res = await get('/login', { 'x-forwarded-proto': 'https' }, '203.0.113.5');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a script or style gets what it needs, a page its policies', () => {
  it('a hashed script carries type, length, caching and nosniff, and none of the page headers', async () => {
    const res = await get('/assets/app-1a2b.js', { 'x-forwarded-proto': 'https' }, PROXY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('the page keeps them', async () => {
    const res = await get('/index.html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HEAD answers as GET does, without a body', () => {
  it.each(['/', '/login', '/card', '/assets/app-1a2b.js'])('HEAD %s', async (url) => {
    const got = await get(url);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.headers['cache-control']).toBe(got.headers['cache-control']);
  });

  it('an unknown API path still answers 404 to HEAD', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing/here' })).statusCode).toBe(404);
  });
});

describe('API and file answers are compressed as the client accepts', () => {
  it('a JSON answer over 1 KB goes brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('a signed-in list answer is compressed too, and reads the same', async () => {
    const page = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/portal/cms/merchant/page',
        payload: { size: 100 },
        headers: { access_token: token, ...headers },
      });
    const plain = await page();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await page({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('a tiny answer goes as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a streamed CSV download is compressed on the way and holds every row', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portal/cms/export/export',
      payload: numbersRequest('csv', 20_000),
      headers: { access_token: token, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-encoding']).toBe('br');
    const lines = brotliDecompressSync(res.rawPayload).toString().trim().split(/\r?\n/);
    expect(lines).toHaveLength(20_001);
    expect(lines.at(-1)).toContain('"20000"');
  });

  it('an XLSX download (already a zip) goes as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portal/cms/export/export',
      payload: numbersRequest('xlsx', 300),
      headers: { access_token: token, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(301);
  });
});
