import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_PATTERN } from '@remit/contract/validation';
import { users } from '../../db/schema/index';
import { useTestApp, useSignedIn, demo, expectEnvelope } from '../../../test/helpers/app';
import { temporaryPasswordIn } from '../../../test/helpers/smtp';
import { settingsHelpers } from '../../../test/helpers/settings';

let h: ReturnType<typeof settingsHelpers>;
let viewerRole: string;
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  h = settingsHelpers(t);
  viewerRole = await h.roleId(tokens.admin, 'Viewer');
});

/** user/create as the administrator, for a Viewer unless the body names another role. */
const create = (body: object) => t.cms(tokens.admin, 'user', 'create', { roleId: viewerRole, ...body });
const page = (body: object = {}) => t.cms(tokens.admin, 'user', 'page', body);
const emails = (res: Awaited<ReturnType<typeof page>>) =>
  (res.json().data.records as { email: string }[]).map((u) => u.email).sort();

describe('user/page and user/get', () => {
  it('lists only the partner’s own users, with role names and no secrets', async () => {
    const res = await page({ page: 1, size: 10, dtoName: 'user', language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '10000', data: { total: 4, page: 1, size: 10 } });
    expect(emails(res)).toEqual([demo.admin, demo.finance, demo.newhire, demo.viewer]);
    const first = res.json().data.records.find((u: { email: string }) => u.email === demo.admin);
    expect(first).toMatchObject({ roleName: 'Administrator', roleIsAdmin: true, status: 1 });
    expect(res.body).not.toMatch(/password_?hash|argon2/i);
  });

  it('searches name or email (contains, any case) and filters by status and role', async () => {
    expect(emails(await page({ search: 'FIONA' }))).toEqual([demo.finance]);
    expect(emails(await page({ search: 'viewer@demo' }))).toEqual([demo.viewer]);
    expect(emails(await page({ roleId: viewerRole }))).toEqual([demo.newhire, demo.viewer]);
    expect(emails(await page({ status: 2 }))).toEqual([]);
    // LIKE wildcards are matched literally.
    expect(emails(await page({ search: '%' }))).toEqual([]);
    expect(emails(await page({ search: "' OR 1=1 --" }))).toEqual([]);
  });

  it('pages: a page past the end is empty, a size outside 10/25/50/100 is a 400', async () => {
    const far = await page({ page: 99, size: 25 });
    expect(far.json().data).toMatchObject({ records: [], total: 4, page: 99, size: 25 });
    const bad = await page({ size: 7 });
    expect(bad.statusCode).toBe(400);
    expect(expectEnvelope(bad).msg).toMatch(/size/);
  });

  it('gets one user; another partner’s id or an unknown one is a 404, a malformed one a 400', async () => {
    const id = await h.userId(tokens.admin, demo.finance);
    const res = await t.cms(tokens.admin, 'user', 'get', { id });
    expect(res.json().data).toMatchObject({ id, email: demo.finance, roleName: 'Finance' });
    const [other] = await t.db.select().from(users).where(eq(users.email, demo.other));
    for (const unknown of [other!.id, '01890000-0000-7000-8000-000000000000']) {
      const r = await t.cms(tokens.admin, 'user', 'get', { id: unknown });
      expect(r.statusCode).toBe(404);
      expect(r.json().msg).toBe('The user was not found.');
    }
    expect((await t.cms(tokens.admin, 'user', 'get', { id: 'nope' })).statusCode).toBe(400);
  });
});

describe('user/create', () => {
  it('mails a temporary password that signs the new user in with isEasyPassword', async () => {
    const mark = t.smtp.inbox.length;
    const res = await create({
      userName: 'Nora New',
      email: 'Nora.New@Demo.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('User created. A temporary password has been emailed to them.');
    expect(res.json().data).toMatchObject({
      email: 'nora.new@demo.test',
      roleName: 'Viewer',
      isEasyPassword: true,
    });
    const mail = await t.smtp.waitForMail('nora.new@demo.test', { after: mark });
    const password = temporaryPasswordIn(mail);
    expect(password).toMatch(PASSWORD_PATTERN);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'nora.new@demo.test'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.call('POST', '/api/dashboard/login-remittance', {
      email: 'nora.new@demo.test',
      password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.isEasyPassword).toBe(true);
    expect(login.json().data.userInfo.partnerName).toBe('Demo Trading Co.');
  });

  it('writes the mail in the request’s language', async () => {
    const mark = t.smtp.inbox.length;
    const res = await create({
      userName: '王小明',
      email: 'wang@demo.test',
      language: 'zh_CN',
    });
    expect(res.json().msg).toBe('用户已创建，临时密码已发送至其邮箱。');
    const text = (await t.smtp.waitForMail('wang@demo.test', { after: mark })).text;
    expect(text).toContain('临时密码');
    expect(text).toContain('王小明');
  });

  it('refuses an email already in use, here or at another partner, with the same words', async () => {
    for (const email of [demo.finance.toUpperCase(), demo.other]) {
      const res = await create({ userName: 'Dup', email });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('This email address is already in use.');
    }
  });

  it('tells a partner administrator nothing more of an address used elsewhere than of one used here', async () => {
    const [theirs] = await t.db.select().from(users).where(eq(users.email, demo.other));
    const answers = [];
    for (const language of ['en', 'zh_CN'])
      for (const email of [demo.finance, demo.other, demo.other.toUpperCase()]) {
        const res = await create({ userName: 'Probe', email, language });
        answers.push({
          language,
          status: res.statusCode,
          headers: res.headers['content-type'],
          body: res.json(),
        });
        // Not whose it is, not their name, partner or status.
        for (const secret of [theirs!.id, theirs!.partnerId, theirs!.userName])
          expect(res.body).not.toContain(secret);
      }
    const [en, zh] = [answers.slice(0, 3), answers.slice(3)];
    for (const group of [en, zh]) for (const answer of group) expect(answer).toEqual(group[0]);
    expect(zh[0]!.body.msg).toBe('该邮箱地址已被使用。');
    // Nothing was made at either partner.
    expect(await t.db.select().from(users).where(eq(users.userName, 'Probe'))).toEqual([]);
  });

  it('never binds another partner’s role, and ignores a partner id in the body', async () => {
    const other = await t.login(demo.other);
    const otherRole = await h.roleId(other, 'Administrator');
    const res = await create({
      userName: 'X',
      email: 'x@demo.test',
      roleId: otherRole,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('The role was not found.');
    const [sneaky] = await t.db.select().from(users).where(eq(users.email, 'x@demo.test'));
    expect(sneaky).toBeUndefined();
    const [otherUser] = await t.db.select().from(users).where(eq(users.email, demo.other));
    const otherPartner = otherUser!.partnerId;
    const ok = await create({
      userName: 'Y',
      email: 'y@demo.test',
      partnerId: otherPartner,
      partner_id: otherPartner,
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'y@demo.test'));
    expect(row!.partnerId).not.toBe(otherPartner);
  });

  it.each([
    ['an invalid email', { userName: 'A', email: 'not-an-email' }, /valid email/],
    ['HTML as email', { userName: 'A', email: '<script>@x' }, /valid email/],
    ['a 10 kB name', { userName: 'n'.repeat(10_000), email: 'long@demo.test' }, /too long/],
    ['a 10 kB email', { userName: 'A', email: `${'e'.repeat(10_000)}@demo.test` }, /too long|valid email/],
    ['a blank name', { userName: '   ', email: 'blank@demo.test' }, /required/],
    ['no role', { userName: 'A', email: 'norole@demo.test', roleId: undefined }, /roleId/],
    ['a malformed role id', { userName: 'A', email: 'bad@demo.test', roleId: "1' OR '1'='1" }, /roleId/],
  ])('refuses %s with a clear 400 and writes nothing', async (_label, body, msg) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).msg).toMatch(msg);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it('answers validation errors in Chinese when asked', async () => {
    const res = await create({
      userName: 'A',
      email: 'x',
      language: 'zh_CN',
    });
    expect(res.json().msg).toContain('请输入有效的邮箱地址');
  });

  it('keeps SQL and HTML in a name as plain text', async () => {
    const userName = `<img src=x onerror=alert(1)>'; drop table users; --`;
    const res = await create({
      userName,
      email: 'odd@demo.test',
    });
    expect(res.statusCode).toBe(200);
    const got = await t.cms(tokens.admin, 'user', 'get', { id: res.json().data.id });
    expect(got.json().data.userName).toBe(userName);
  });
});
