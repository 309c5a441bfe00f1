import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, finish, screenshot, signInAs, useStack } from './harness';
import { ReportsPages } from './pages/reports-pages';
import { apiAs } from './payees-api';

const stack = useStack();

const signIn = async (email: string) => {
  const session = await signInAs(stack, email);
  return { ...session, reports: new ReportsPages(session.page) };
};

/** The operator's "generate statements now" (tests and demos), through the API as the operator. */
const generateStatements = async (date: string) => {
  const login = await fetch(`${stack.baseUrl}/api/dashboard/login-remittance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@remit.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${stack.baseUrl}/api/portal/cms/statement/call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify({ action: 'generate', date }),
  });
  expect(res.status).toBe(200);
};

const csvRows = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
};

describe('Logs, exports and Trade download', () => {
  it('exports the log directly, runs a background export and downloads it from Trade download', async () => {
    const { page, shell, reports, errors } = await signIn(ADMIN);
    await shell.clickNav('/userCenter/logs');
    await page.getByRole('heading', { name: 'Logs' }).waitFor();
    await reports.logRows().first().waitFor();
    expect(await page.getByText('admin@demo.test').count()).toBeGreaterThan(0);
    // Each line says what happened in words, not the stored code.
    expect(await reports.logRows().filter({ hasText: 'Sign in' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'login', exact: true }).count()).toBe(0);
    await screenshot(page, 'reports-logs-en');

    await reports.exportButton().click();
    await page.getByRole('menuitem', { name: 'Run in background (XLSX)' }).waitFor();
    await reports.menuShown();
    await screenshot(page, 'reports-export-menu-en', { menuOpen: true });
    await page.keyboard.press('Escape');
    await reports.menusGone();

    // Straight to the browser: the file carries the list's columns, in English.
    const direct = await reports.download(() => reports.exportMenu(/^Download CSV$/));
    expect(direct.name).toMatch(/^audit-log-\d{8}-\d{4}\.csv$/);
    const lines = csvRows(direct.bytes);
    // Every cell is quoted, so no separator can split a cell in two.
    expect(lines[0]).toBe(
      '"Time (UTC)","User","Email","Action","Module","Record","IP address","Before","After"',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((l) => l.includes('"Sign in","Users","admin@demo.test"'))).toBe(true);

    // In the background: a job the user follows on Trade download until it is done.
    await reports.exportMenu(/^Run in background \(CSV\)$/);
    await shell.toast(/is being prepared/).waitFor();
    await shell.clickNav('/userCenter/tradeDownload');
    await page.getByRole('heading', { name: 'Trade download' }).waitFor();
    const job = await reports.waitForFirstJob();
    expect(await job.getAttribute('data-status')).toBe('done');
    const rowsText = (await job.getByTestId('job-rows').textContent()) ?? '';
    const [, done, total] = /^([\d,]+) of ([\d,]+) rows$/.exec(rowsText) ?? [];
    expect(done).toBeDefined();
    expect(done).toBe(total);
    expect(await job.getByText('Done', { exact: true }).count()).toBe(1);
    await screenshot(page, 'reports-trade-download-en');

    const file = await reports.download(() => job.getByRole('button', { name: 'Download' }).click());
    expect(file.name).toMatch(/^audit-log-\d{8}-\d{4}\.csv$/);
    const jobLines = csvRows(file.bytes);
    expect(jobLines[0]).toBe(lines[0]);
    expect(jobLines.length - 1).toBe(Number(total!.replace(/,/g, '')));

    // A card authorization's line names its record number and opens it.
    await page.goto('/userCenter/logs?action=network.authorization');
    await reports.logRows().first().waitFor();
    const record = reports
      .logRows()
      .first()
      .getByRole('link', { name: /^A\d{9}$/ });
    const recordNo = await record.textContent();
    await record.click();
    await page.waitForURL(/\/card\/authorizations\?id=/);
    expect(await page.getByTestId('authorization-fields').textContent()).toContain(recordNo);
    await finish(page, errors);
  });
});

describe('Statements', () => {
  it('lists the statements the job produced and downloads one as CSV and as PDF', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await generateStatements(today);
    const { page, shell, reports, errors } = await signIn(ADMIN);
    await shell.clickNav('/statement');
    await page.getByRole('heading', { name: 'Statements' }).waitFor();
    await reports.statements().first().waitFor();
    // The demo's past has its own statements; the list opened on today's period (its filter lives in the URL)
    // shows the job's: a daily statement per balance currency of the partner account (USD, EUR, MXN, BRL) and
    // per merchant or card account that moved or holds money, and on the 1st the month's too — as many rows
    // as the server holds for that period (a page shows 10).
    const call = await apiAs(stack);
    const period = { dateFrom: today, dateTo: today, size: 100 };
    const all = await call<{ total: number }>('/api/portal/cms/statement/page', period);
    const daily = await call<{ total: number }>('/api/portal/cms/statement/page', {
      ...period,
      type: 'daily',
    });
    expect(daily.total).toBeGreaterThanOrEqual(4);
    expect(all.total).toBe(today.endsWith('-01') ? daily.total * 2 : daily.total);
    await page.goto(`/statement?dateFrom=${today}&dateTo=${today}`);
    await page.getByRole('heading', { name: 'Statements' }).waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="statement-row"]').length === n,
      Math.min(all.total, 10),
    );
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Daily Statement' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="statement-row"]').length === n,
      Math.min(daily.total, 10),
    );
    const first = reports.statements().first();
    expect(await first.textContent()).toContain(today);
    await screenshot(page, 'reports-statement-en');

    const csv = await reports.download(() => first.getByRole('button', { name: 'CSV' }).click());
    expect(csv.name).toMatch(new RegExp(`^statement_daily_[A-Z]{3}_${today.replace(/-/g, '')}\\.csv$`));
    expect(csvRows(csv.bytes)[0]).toBe(
      '"Time (UTC)","Transaction ID","Type","Description","Amount","Balance"',
    );
    const pdf = await reports.download(() => first.getByRole('button', { name: 'PDF' }).click());
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain(`Daily Statement`);
    await finish(page, errors);
  });

  it('shows the three screens in Chinese', async () => {
    const { page, shell, reports, errors } = await signIn(ADMIN);
    await shell.switchLanguage('zh-cn');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await shell.clickNav('/statement');
    await page.getByRole('heading', { name: '对账单' }).waitFor();
    await reports.statements().first().waitFor();
    expect(await page.getByText('日对账单').count()).toBeGreaterThan(0);
    await screenshot(page, 'reports-statement-zh-cn');

    await shell.clickNav('/userCenter/tradeDownload');
    await page.getByRole('heading', { name: '交易下载' }).waitFor();
    await reports.waitForFirstJob();
    await screenshot(page, 'reports-trade-download-zh-cn');

    await shell.clickNav('/userCenter/logs');
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    await reports.logRows().first().waitFor();
    const file = await reports.download(() => reports.exportMenu(/^下载 CSV$/));
    expect(file.name).toMatch(/^操作日志-\d{8}-\d{4}\.csv$/);
    const zhLines = csvRows(file.bytes);
    expect(zhLines[0]).toMatch(/^"时间（UTC）","用户","邮箱","操作","模块"/);
    expect(zhLines.some((l) => l.includes('"登录","用户"'))).toBe(true);
    await reports.menusGone();
    await screenshot(page, 'reports-logs-zh-cn');
    await finish(page, errors);
  });
});
