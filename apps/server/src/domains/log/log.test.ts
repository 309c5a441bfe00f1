import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportKindText } from '@remit/contract/export';
import type { AuditLogRecord } from '@remit/contract/log';
import { cardAuthorizations, cards, merchants, users } from '../../db/schema/index';
import { writeAudit } from '../../platform/audit';
import { demo, expectEnvelope, useSignedIn, useTestApp } from '../../../test/helpers/app';
import { readCsv } from '../../platform/exports/csv-read';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'finance', 'viewer', 'other');

beforeAll(async () => {
  // Some history: the administrator creates a role; Other's administrator does something too.
  await t.cms(tokens.admin, 'role', 'create', {
    name: 'Auditors',
    description: 'Read the log',
    permissionIds: [],
  });
  await t.cms(tokens.other, 'role', 'create', { name: 'Other role', description: '', permissionIds: [] });
});

const logs = (token: string, body: object = {}) => t.cms(token, 'logs', 'page', body);

describe('Logs: the partner’s audit log', () => {
  it('lists the partner’s own entries, newest first, with the user who acted', async () => {
    const res = await logs(tokens.admin, { size: 100 });
    expect(res.statusCode).toBe(200);
    const records = res.json().data.records as AuditLogRecord[];
    const created = records.find((r) => r.action === 'create' && r.subject === 'role');
    expect(created).toMatchObject({ email: demo.admin, userName: 'Demo Administrator' });
    expect(JSON.stringify(created!.after)).toContain('Auditors');
    // The record by what a person calls it (the role's name), not its id.
    expect(created!.reference).toBe('Auditors');
    expect(created!.subjectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(records)).not.toContain('Other role');
    const times = records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names a merchant, a card and an authorization as their screens do (number, last 4, record number)', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, demo.admin));
    const partnerId = admin!.partnerId;
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.partnerId, partnerId)).limit(1);
    const [card] = await t.db.select().from(cards).where(eq(cards.partnerId, partnerId)).limit(1);
    const [auth] = await t.db
      .select()
      .from(cardAuthorizations)
      .where(eq(cardAuthorizations.partnerId, partnerId))
      .limit(1);
    const expected = {
      merchant: [merchant!.id, merchant!.merchantNo],
      card: [card!.id, `•••• ${card!.panLast4}`],
      cardAuthorization: [auth!.id, auth!.recordNo],
    } as const;
    await t.db.transaction(async (tx) => {
      for (const [subject, [id]] of Object.entries(expected))
        await writeAudit(tx, {
          partnerId,
          userId: admin!.id,
          action: 'update',
          subject: subject as keyof typeof expected,
          subjectId: id,
        });
      // An id that is not a uuid names nothing (and breaks nothing).
      await writeAudit(tx, {
        partnerId,
        userId: admin!.id,
        action: 'update',
        subject: 'card',
        subjectId: 'x',
      });
    });
    const records = (await logs(tokens.admin, { size: 10, action: 'update' })).json().data
      .records as AuditLogRecord[];
    for (const [subject, [id, reference]] of Object.entries(expected))
      expect(records.find((r) => r.subject === subject && r.subjectId === id)?.reference, subject).toBe(
        reference,
      );
    expect(records.find((r) => r.subjectId === 'x')?.reference).toBeNull();
  });

  it('filters by user, action and date range, and pages', async () => {
    const byUser = (await logs(tokens.admin, { user: 'admin@demo' })).json().data.records as AuditLogRecord[];
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((r) => r.email === demo.admin)).toBe(true);
    const userId = byUser[0]!.userId!;
    const byId = (await logs(tokens.admin, { userId })).json().data;
    expect(byId.records.every((r: AuditLogRecord) => r.userId === userId)).toBe(true);
    const byAction = (await logs(tokens.admin, { action: 'create' })).json().data.records as AuditLogRecord[];
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((r) => r.action === 'create')).toBe(true);
    const future = (await logs(tokens.admin, { from: '2999-01-01T00:00:00Z' })).json().data;
    expect(future).toMatchObject({ records: [], total: 0 });
    const all = (await logs(tokens.admin, { size: 10 })).json().data;
    const second = (await logs(tokens.admin, { size: 10, page: 2 })).json().data;
    expect(second.total).toBe(all.total);
    const actions = (await t.cms(tokens.admin, 'logs', 'list')).json().data as string[];
    expect(actions).toContain('create');
  });

  it('refuses bad filters with a clear 400 and needs logs:index (Finance: 403)', async () => {
    for (const body of [
      { from: 'last week' },
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      { userId: 'me' },
    ]) {
      const res = await logs(tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res).msg).toMatch(/^Invalid request/);
    }
    expect((await logs(tokens.finance)).statusCode).toBe(403);
    expect((await logs(tokens.viewer)).statusCode).toBe(200);
  });

  it('exports with the same filter (kind auditLogs), in the request language', async () => {
    const res = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'auditLogs',
      format: 'csv',
      filter: { action: 'create' },
      language: 'zh_CN',
    });
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]!.slice(0, 5)).toEqual(['时间（UTC）', '用户', '邮箱', '操作', '模块']);
    expect(rows.length).toBeGreaterThan(1);
    // Action, module and record as the screen shows them, in the file's language.
    expect(rows.slice(1).every((r) => r[3] === '创建')).toBe(true);
    const role = rows.find((r) => r[5] === 'Auditors');
    expect(role?.[4]).toBe('角色');
  });
});

describe('export kinds', () => {
  it('every list the app can export has its name on Trade download in both languages', () => {
    const names = t.app.exportKinds.names();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(exportKindText[name]?.en, name).toBeTruthy();
      expect(exportKindText[name]?.zh_CN, name).toBeTruthy();
    }
  });
});
