import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import {
  cardAuthorizations,
  ledgerHolds,
  permissions,
  rolePermissions,
  sessions,
  users,
} from '../../db/schema/index';
import { rowsOf } from '../../db/client';
import { newId, sha256 } from '../../platform/crypto';
import { useTestApp, useSignedIn, demo } from '../../../test/helpers/app';
import { fundMerchant, issueCard } from '../../../test/helpers/cards';
import { approvedMerchant } from '../../../test/helpers/merchants';
import { expectReconciled, partnerIdByName } from '../../../test/helpers/orders';

/**
 * The network's route keeps a session's actor between its messages (it is a processor's steady traffic): the
 * one-statement decision checks first that nothing granting access has changed since the actor was read (the
 * access epoch, migration 0022). A revoked session, a permission taken away or a disabled user is refused on the
 * very next message, as on every other route, and nothing of that message is written.
 */
let partnerId: string;
let cardId: string;

process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
const tokens = useSignedIn(t, 'admin');
beforeAll(async () => {
  partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
  await fundMerchant(t, partnerId, merchantId, '5000.00');
  cardId = await issueCard(t, tokens.admin, { merchantId });
});

const epoch = async () =>
  (await rowsOf<{ n: string }>(t.db, sql`select n::text as n from access_epoch`))[0]!.n;
const send = (token: string, amount = '1.00', networkMessageId = `nm-${newId()}`) =>
  t.cms(token, 'card-authorization', 'call', {
    type: 'authorization',
    networkMessageId,
    cardId,
    amount,
    currency: 'USD',
  });
const approved = async (token: string, amount = '1.00') => {
  const res = await send(token, amount);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AuthorizationRecord }).data;
};
/** What the card's messages have written: records and holds. */
const written = async () => ({
  records: (await t.db.select().from(cardAuthorizations).where(eq(cardAuthorizations.cardId, cardId))).length,
  holds: (await t.db.select().from(ledgerHolds).where(eq(ledgerHolds.partnerId, partnerId))).length,
});
const signOut = (token: string) =>
  t.call('DELETE', '/api/dashboard/logout', undefined, { access_token: token });

describe('the access epoch', () => {
  it('moves when access changes, not when a session is touched or a user signs in', async () => {
    const start = await epoch();
    const token = await t.login(demo.viewer);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), idleExpiresAt: new Date(Date.now() + 600_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    await t.db.update(users).set({ failedLogins: 0 }).where(eq(users.email, demo.viewer));
    expect(await epoch()).toBe(start);

    expect((await signOut(token)).statusCode).toBe(200);
    const afterSignOut = await epoch();
    expect(BigInt(afterSignOut)).toBeGreaterThan(BigInt(start));
    await t.db.update(users).set({ status: 1 }).where(eq(users.email, demo.viewer));
    expect(BigInt(await epoch())).toBeGreaterThan(BigInt(afterSignOut));
  });
});

describe('a session kept between network messages', () => {
  it('decides from the kept actor while access is unchanged', async () => {
    const token = await t.login(demo.admin);
    const first = await approved(token);
    const second = await approved(token);
    expect([first.authStatus, second.authStatus]).toEqual(['approval', 'approval']);
    await expectReconciled(t.db);
  });

  it('refuses the next message of a signed-out session, and writes nothing of it', async () => {
    const token = await t.login(demo.admin);
    await approved(token);
    expect((await signOut(token)).statusCode).toBe(200);
    const before = await written();
    const refused = await send(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: '40100' });
    // A message the card would decline (more than its funds) is refused as well, not recorded as a decline.
    expect((await send(token, '999999.00')).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('refuses, with 403, the next message of a user whose role lost the permission', async () => {
    const [finance] = await t.db.select().from(users).where(eq(users.email, demo.finance));
    const [edit] = await t.db
      .select()
      .from(permissions)
      .where(and(eq(permissions.moduleName, 'card'), eq(permissions.privilegeName, 'edit')));
    const grant = { partnerId, roleId: finance!.roleId!, permissionId: edit!.id };
    await t.db.insert(rolePermissions).values(grant);
    const token = await t.login(demo.finance);
    await approved(token);
    await approved(token);
    await t.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, grant.roleId), eq(rolePermissions.permissionId, grant.permissionId)),
      );
    const before = await written();
    const refused = await send(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '40300' });
    expect(await written()).toEqual(before);
  });

  it('refuses the next message of a disabled user', async () => {
    const token = await t.login(demo.admin);
    await approved(token);
    await t.db.update(users).set({ status: 2 }).where(eq(users.email, demo.admin));
    try {
      const before = await written();
      expect((await send(token)).statusCode).toBe(401);
      expect(await written()).toEqual(before);
    } finally {
      await t.db.update(users).set({ status: 1 }).where(eq(users.email, demo.admin));
    }
  });

  it('reads the actor again after an unrelated change and decides each message once', async () => {
    const token = await t.login(demo.admin);
    await approved(token);
    // Another user's sign-out moves the epoch: this session's messages, alone and arriving together, are decided
    // after the actor is read again, each once.
    expect((await signOut(await t.login(demo.viewer))).statusCode).toBe(200);
    const alone = await approved(token);
    expect(alone.authStatus).toBe('approval');
    expect((await signOut(await t.login(demo.viewer))).statusCode).toBe(200);
    const ids = Array.from({ length: 12 }, () => `nm-${newId()}`);
    const answers = await Promise.all(ids.map((id) => send(token, '1.00', id)));
    expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    for (const id of ids) {
      const found = await t.db
        .select()
        .from(cardAuthorizations)
        .where(eq(cardAuthorizations.networkMessageId, id));
      expect(found).toHaveLength(1);
    }
    await expectReconciled(t.db);
  });

  it('refuses every message arriving together after the session was revoked', async () => {
    const token = await t.login(demo.admin);
    await approved(token);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    const before = await written();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 401));
    expect(await written()).toEqual(before);
    await expectReconciled(t.db);
  });
});
