/**
 * The web app's first-load figures: compressed JavaScript per route (cold cache) and Lighthouse desktop scores
 * for /login and /dashboard. Builds nothing: run `npm run build` first. Starts the server on a fresh PGlite in
 * a temp folder (or uses BENCH_URL) and Chromium at CHROMIUM_PATH, else /usr/bin/chromium.
 * Prints its figures as the last lines.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import { ROUTE_READY, kilobytes, watchScripts } from '../apps/web/e2e/script-bytes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMAIL = process.env.BENCH_EMAIL ?? 'admin@demo.test';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo@2026!';
const ROUTES = ['/login', '/dashboard'] as const;

const waitHealthy = async (url: string) => {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
};

const startServer = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remit-bench-web-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const signIn = async (page: Page, url: string) => {
  await page.goto(`${url}/login`);
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
};

/** Compressed script bytes of a cold first load of each route (a fresh context: empty cache). */
const scriptBytes = async (url: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const signedIn = await browser.newContext();
    await signIn(await signedIn.newPage(), url);
    const state = await signedIn.storageState();
    await signedIn.close();
    const bytes: Record<string, { total: number; count: number }> = {};
    for (const route of ROUTES) {
      const context = await browser.newContext(route === '/login' ? {} : { storageState: state });
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      await page.locator(ROUTE_READY[route]).first().waitFor();
      await page.waitForLoadState('networkidle');
      const { scripts: list, total } = await scripts.done();
      bytes[route] = { total, count: list.length };
      await context.close();
    }
    return bytes;
  } finally {
    await browser.close();
  }
};

type Scores = { performance: number; accessibility: number; cls: number; lcp: number; tbt: number };

/** Lighthouse (desktop preset) in a headless Chromium; /dashboard signed in, with the HTTP cache emptied. */
const lighthouseScores = async (url: string) => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: Record<string, Scores> = {};
    for (const route of ROUTES) {
      const signedIn = route !== '/login';
      if (signedIn) {
        // Sign in through the page in Lighthouse's own browser profile, then empty the cache (the session stays
        // in local storage, which Lighthouse is told to keep).
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0]!.newPage();
        await signIn(page, url);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        await browser.close();
      }
      const result = await lighthouse(
        `${url}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: signedIn,
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== route)
        throw new Error(`${route} ended at ${lhr.finalDisplayedUrl}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      scores[route] = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
      };
      const failed = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      if (failed.length) console.log(`${route}: accessibility audits below 1: ${failed.join(', ')}`);
    }
    return scores;
  } finally {
    chrome.kill();
  }
};

const main = async () => {
  if (!process.env.BENCH_URL && !existsSync('apps/web/dist/index.html'))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : startServer();
  try {
    await waitHealthy(server.url);
    const bytes = await scriptBytes(server.url);
    const scores = await lighthouseScores(server.url);
    console.log(
      `machine: ${cpus().length} cores ${cpus()[0]?.model ?? ''}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`,
    );
    for (const route of ROUTES) {
      const b = bytes[route]!;
      const s = scores[route]!;
      console.log(
        `${route}: JS ${kilobytes(b.total)} compressed in ${b.count} scripts; Lighthouse desktop performance ${s.performance}, accessibility ${s.accessibility}, CLS ${s.cls.toFixed(3)}, LCP ${Math.round(s.lcp)} ms, TBT ${Math.round(s.tbt)} ms`,
      );
    }
  } finally {
    server.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
