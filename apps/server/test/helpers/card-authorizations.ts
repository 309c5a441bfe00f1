import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { ledgerAccounts, users } from '../../src/db/schema/index';
import type { Actor } from '../../src/platform/session.plugin';
import { createTestApp, demo, useBeforeAll } from './app';
import { fundMerchant, issueCard } from './cards';
import { approvedMerchant } from './merchants';
import { partnerIdByName } from './orders';
import { firstWhere } from '../../src/db/lookup';

/**
 * A test app for deciding card authorizations in process: card issuing without the sandbox's delay, the demo
 * administrator signed in (to issue cards), and the actor the network's messages are decided for.
 */
export const authorizationApp = async () => {
  process.env.CARD_ISSUER_SANDBOX_DELAY_SECONDS = '0';
  const t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  const admin = await t.login(demo.admin);
  const partnerId = await partnerIdByName(t.db, 'Demo Trading Co.');
  const [user] = await t.db.select().from(users).where(eq(users.email, demo.admin));
  /**
   * A merchant of the partner approved for USD and funded with `amount`, and a card issued on it for each of
   * `cards` (what its issue request says beyond the merchant: `{}` for the defaults), one after another.
   */
  const fundedCards = async <const C extends readonly Record<string, unknown>[]>(
    amount: string,
    cards: C,
  ) => {
    const merchantId = await approvedMerchant(t.db, partnerId, ['USD']);
    await fundMerchant(t, partnerId, merchantId, amount);
    const cardIds: string[] = [];
    for (const body of cards) cardIds.push(await issueCard(t, admin, { merchantId, ...body }));
    return { merchantId, cardIds: cardIds as { -readonly [K in keyof C]: string } };
  };
  return { t, admin, partnerId, actor: { partnerId, userId: user!.id } as Actor, fundedCards };
};

/** The change context the tests' messages are decided in (as the network's calls from this host, in English). */
export const messageCtx = { ip: '127.0.0.1', lang: 'en' as const };

/** `authorizationApp` for the calling file's tests: see `useBeforeAll`. */
export const useAuthorizationApp = () => useBeforeAll(authorizationApp, (made) => made.t.close());

/**
 * Calls `seen` with the text of every statement sent through the database's driver (its own `query`, whichever
 * driver: PGlite or node-postgres' pool) until the returned function is called.
 */
export const watchStatements = (db: object, seen: (text: string) => void) => {
  const client = (db as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    seen(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text));
    return query.apply(this, args);
  };
  return () => void (client.query = query);
};

/** The ledger account of a merchant's own money. */
export const merchantAccount = async (db: Db, merchantId: string) => {
  const account = await firstWhere(db, ledgerAccounts, { ownerId: merchantId, kind: 'merchant' });
  return account!;
};
