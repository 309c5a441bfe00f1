import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { auditLog, exportJobs, users } from '../../src/db/schema/index';
import { useTestApp, useSignedIn } from '../helpers/app';
import { settingsHelpers } from '../helpers/settings';

/**
 * A create is one transaction with its audit entry and the job it queues (the temporary-password mail, a
 * background export): when any part fails, nothing of it is left — no user without its mail, no mail
 * for a user that does not exist. Failures are injected with triggers, the way a full disk or a broken
 * constraint would strike.
 */
let roleId: string;
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  roleId = await settingsHelpers(t).roleId(tokens.admin, 'Viewer');
  await t.db.execute(
    sql.raw(`create function guard_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
  );
});

const queued = async (queue: string) =>
  Number(
    (
      await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from pgboss.job where name = ${queue}`)
    )[0]!.n,
  );
const failing = async (table: string, run: () => Promise<void>) => {
  await t.db.execute(
    sql.raw(`create trigger guard_fail before insert on ${table} for each row execute function guard_fail()`),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw(`drop trigger guard_fail on ${table}`));
  }
};
const userNamed = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const auditsOf = (action: string, subject: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));

describe('user/create', () => {
  const createUser = (userName: string, email: string) =>
    t.cms(tokens.admin, 'user', 'create', { userName, email, roleId });

  it('leaves no user and no audit entry when its mail cannot be queued', async () => {
    const audits = (await auditsOf('create', 'user')).length;
    await failing('pgboss.job', async () => {
      const res = await createUser('Half Written', 'half@demo.test');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: '50000', data: null });
    });
    expect(await userNamed('half@demo.test')).toEqual([]);
    expect((await auditsOf('create', 'user')).length).toBe(audits);
  });

  it('queues no mail when its audit entry cannot be written', async () => {
    const mails = await queued('mail.send');
    await failing('audit_log', async () => {
      const res = await createUser('No Mail', 'nomail@demo.test');
      expect(res.statusCode).toBe(500);
    });
    expect(await userNamed('nomail@demo.test')).toEqual([]);
    expect(await queued('mail.send')).toBe(mails);
  });

  it('writes the user, its audit entry and its mail together when nothing fails', async () => {
    const mark = t.smtp.inbox.length;
    const res = await createUser('Whole', 'whole@demo.test');
    expect(res.statusCode).toBe(200);
    const [user] = await userNamed('whole@demo.test');
    expect(user).toBeDefined();
    expect((await auditsOf('create', 'user')).some((a) => a.subjectId === user!.id)).toBe(true);
    await t.smtp.waitForMail('whole@demo.test', { after: mark });
  });
});

describe('tradeDownload/create', () => {
  const createAuditExport = () =>
    t.cms(tokens.admin, 'tradeDownload', 'create', { kind: 'auditLogs', format: 'csv', filter: {} });

  it('leaves no export row and no audit entry when its job cannot be queued', async () => {
    const rows = (await t.db.select().from(exportJobs)).length;
    await failing('pgboss.job', async () => {
      const res = await createAuditExport();
      expect(res.statusCode).toBe(500);
    });
    expect((await t.db.select().from(exportJobs)).length).toBe(rows);
    const ok = await createAuditExport();
    expect(ok.statusCode).toBe(200);
  });
});
