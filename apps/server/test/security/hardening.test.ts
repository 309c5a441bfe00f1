import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorTable } from '@remit/contract/errors';
import { newId } from '../../src/platform/crypto';
import { users } from '../../src/db/schema/index';
import { csvLines } from '../../src/platform/exports/export-writers';
import { redactUrl } from '../../src/platform/logger';
import { useTestApp, useSignedIn, demo } from '../helpers/app';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin', 'other');

const QUERY = '/api/dashboard/app/user/query';
const ACCOUNT_LIST = '/api/portal/cms/account/list';

describe('a token in the query string', () => {
  it('is redacted from the log by its decoded name', async () => {
    for (const name of ['access_token', 'access%5Ftoken', '%61ccess_token'])
      expect(redactUrl(`/x?a=1&${name}=SECRET123&b=2`, new Set(['a', 'b', 'access_token']))).toBe(
        `/x?a=1&${name}=[REDACTED]&b=2`,
      );
    // Not a name the route declares (query names are case-sensitive): gone, name and value.
    expect(redactUrl('/x?a=1&ACCESS_TOKEN=SECRET123', new Set(['a', 'access_token']))).toBe(
      '/x?a=1&[REDACTED]',
    );
    expect(redactUrl('/x?a=1#frag', new Set(['a']))).toBe('/x?a=1#frag');

    const before = t.logLines.length;
    const res = await t.call('POST', `${QUERY}?%61ccess_token=${tokens.admin}`, {});
    expect(res.statusCode).toBe(200);
    const lines = t.logLines.slice(before).join('');
    expect(lines).toContain('[REDACTED]');
    expect(lines).not.toContain(tokens.admin);
  });

  it('is accepted only on the calls the spec sends it on', async () => {
    expect((await t.call('POST', ACCOUNT_LIST, {}, { access_token: tokens.admin })).statusCode).toBe(200);
    for (const name of ['access_token', 'access%5Ftoken', '%61ccess_token']) {
      const res = await t.call('POST', `${ACCOUNT_LIST}?${name}=${tokens.admin}`, {});
      expect(res.statusCode, name).toBe(401);
    }
    expect((await t.call('POST', `${QUERY}?access_token=${tokens.admin}`, {})).statusCode).toBe(200);
  });
});

describe('an export filtered by an account id', () => {
  it('answers the usual 404 envelope, before any byte of the file, for a foreign or unknown account', async () => {
    const theirs = (await t.cms(tokens.other, 'account', 'list')).json().data as {
      accountId: string | null;
    }[];
    const foreign = theirs.find((a) => a.accountId)!.accountId!;
    for (const accountId of [foreign, '01890000-0000-7000-8000-000000000000'])
      for (const kind of ['accountTransactions', 'allTransactions']) {
        const res = await t.cms(tokens.admin, 'export', 'export', {
          kind,
          format: 'csv',
          filter: { accountId },
        });
        expect(res.statusCode, `${kind} ${accountId}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toMatchObject({ code: errorTable.ACCOUNT_NOT_FOUND.code, data: null });
      }
    const bg = await t.cms(tokens.admin, 'tradeDownload', 'create', {
      kind: 'accountTransactions',
      format: 'csv',
      filter: { accountId: foreign },
    });
    expect(bg.statusCode).toBe(404);
  });
});

describe('error logs', () => {
  it('carry the error code, constraint and query name, never the parameters or values', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, demo.admin));
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$SECRETHASHSECRETHASH';
    const failures: unknown[] = [];
    await t.db
      .insert(users)
      .values({
        ...row!,
        id: newId(),
        email: demo.admin.toUpperCase(),
        userName: 'Jane Secretname',
        passwordHash: hash,
      })
      .catch((err: unknown) => failures.push(err));
    await t.db
      .select()
      .from(users)
      .where(eq(users.id, 'not-a-uuid-BANK-0012345678'))
      .catch((err: unknown) => failures.push(err));
    expect(failures).toHaveLength(2);

    const before = t.logLines.length;
    for (const err of failures) t.app.log.error({ err }, 'unhandled error');
    const lines = t.logLines.slice(before).map((l) => JSON.parse(l) as { err: Record<string, unknown> });
    const text = JSON.stringify(lines);
    for (const secret of ['SECRETHASH', 'Secretname', 'BANK-0012345678', demo.admin, 'admin@demo', 'params'])
      expect(text, secret).not.toContain(secret);
    expect(lines[0]!.err).toMatchObject({
      sqlState: '23505',
      constraint: 'users_email_uq',
      query: 'insert users',
    });
    expect(lines[1]!.err).toMatchObject({ sqlState: '22P02', query: 'select users' });
  });
});

describe('CSV', () => {
  it('quotes every cell, so a separator cannot start a cell of its own, and prefixes formulas', () => {
    expect(csvLines([['x;=1+1', '=1+1', '-12.50', 5, null, '@SUM(A1)', '\tx', 'a"b']])).toBe(
      `"x;'=1+1","'=1+1","-12.50","5","","'@SUM(A1)","'\tx","a""b"\n`,
    );
  });
  it('writes an export with every cell quoted', async () => {
    const res = await t.cms(tokens.admin, 'export', 'export', {
      kind: 'auditLogs',
      format: 'csv',
      filter: {},
    });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  });
});
