import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtp, type ReceivedMail } from '../../server/test/helpers/smtp';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Screenshots for people to look at (gitignored). */
export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const DEMO_PASSWORD = 'Demo@2026!';
export const ADMIN = 'admin@demo.test';
export const VIEWER = 'viewer@demo.test';
export const NEWHIRE = 'newhire@demo.test';

export type Stack = {
  baseUrl: string;
  browser: Browser;
  /** Every message the mail catcher received so far, parsed (its count is a `since` for waitForMail). */
  mails: readonly ReceivedMail[];
  /** Resolves with the first message to `address` received after `since` (an index into `mails`). */
  waitForMail: (address: string, since?: number, timeoutMs?: number) => Promise<ReceivedMail>;
  /** A fresh browser context (own cookies and storage) with one page on it. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  stop: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The newest change under these folders (tests aside), in ms since the epoch. */
const newestSource = (dirs: string[]): number =>
  Math.max(
    0,
    ...dirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.includes('.test.'))
        .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
    ),
  );

const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * The browser suite runs the server as `npm start` does: the compiled bundle on plain node (`npm run build`
 * makes it; test:e2e builds first). A bundle older than the server's or the contract's source is built again
 * (esbuild, about a second), so a run after an edit never tests yesterday's server.
 */
const compiledServer = () => {
  let built = 0;
  try {
    built = statSync(SERVER_BUNDLE).mtimeMs;
  } catch {
    // not built yet
  }
  const sources = ['apps/server/src', 'packages/contract/src'].map((dir) => path.join(ROOT, dir));
  if (built < newestSource(sources))
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  return SERVER_BUNDLE;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitForHealth = async (
  baseUrl: string,
  server: ChildProcess,
  output: () => string,
  timeoutMs = 300_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms:\n${output()}`);
};

const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
};

export type StackOptions = {
  /** More Chromium switches (say `--host-resolver-rules` to reach the server by another name). */
  browserArgs?: string[];
};

/** The whole product for one test file: a mail catcher, the server on a fresh database, Chromium. */
export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  await mkdir(SCREENSHOTS, { recursive: true });
  const smtp = await startSmtp();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'remit-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let log = '';
  const server = spawn(process.execPath, ['--enable-source-maps', compiledServer()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    await stopProcess(server);
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, () => log);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(options.browserArgs ?? []),
      ],
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const launched = browser;

  const waitForMail = (address: string, since = 0, timeoutMs = 90_000) =>
    smtp.waitForMail(address, { after: since, timeoutMs });

  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await launched.newContext({ baseURL: baseUrl, locale: 'en-US', ...options });
    // Waits catch a hang, not slowness: a loaded 2-core machine can take longer than Playwright's 30 s default.
    context.setDefaultTimeout(90_000);
    return context.newPage();
  };

  return { baseUrl, browser: launched, mails: smtp.inbox, waitForMail, newPage, stop };
};

/** Console errors and failed page scripts, for "no console errors" checks. */
export const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Chromium logs every non-2xx response as a console error; those are expected in some tests. */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (text) => !/Failed to load resource: the server responded with a status of (401|4\d\d)/.test(text),
  );

/** A test's end: the console showed no error but the expected refusals, then the test's browser closes. */
export const finish = async (page: Page, errors: string[]) => {
  expect(unexpectedErrors(errors)).toEqual([]);
  await page.context().close();
};

/** Waits until nothing is loading (no loading bar, fonts in) so a screenshot shows the settled page. */
export const settle = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-bar"]'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.move(0, 0);
};

/**
 * The stack of one test file, started before its tests and stopped after them: call at the file's top level
 * (`const stack = useStack();`) and use it inside the tests.
 */
export const useStack = (options: StackOptions = {}): Stack => {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const get = () => {
    if (!started) throw new Error('the stack is not started yet: use it inside a test');
    return started;
  };
  return {
    get baseUrl() {
      return get().baseUrl;
    },
    get browser() {
      return get().browser;
    },
    get mails() {
      return get().mails;
    },
    waitForMail: (...args) => get().waitForMail(...args),
    newPage: (options) => get().newPage(options),
    stop: () => get().stop(),
  };
};

/** A desktop window, the size the screenshots are looked at. */
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** Signs `email` in with the demo password on a fresh page and waits for the dashboard. */
export const signInAs = async (stack: Stack, email: string, options: BrowserContextOptions = DESKTOP) => {
  const page = await stack.newPage(options);
  const errors = watchConsole(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, DEMO_PASSWORD);
  await page.waitForURL('**/dashboard');
  // The signed-in layout is its own chunk: the address changes before it has replaced the sign-in page.
  await page.getByRole('button', { name: /^(Account menu|账户菜单)( |$)/ }).waitFor();
  return { page, errors, shell: new Shell(page) };
};

/**
 * A screenshot of the settled screen (`SCREENSHOTS/<name>.png`): no menu still open (unless the picture is of
 * the menu), every dialog faded in, nothing loading, fonts in.
 */
export const screenshot = async (
  page: Page,
  name: string,
  options: { fullPage?: boolean; menuOpen?: boolean } = {},
) => {
  if (!options.menuOpen)
    await page.waitForFunction(
      () => document.querySelectorAll('.MuiPopover-root, .MuiAutocomplete-popper').length === 0,
    );
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.MuiDialog-container')).every(
      (d) => getComputedStyle(d).opacity === '1',
    ),
  );
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage });
};
