import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import type { Actor } from '../../src/platform/session.plugin';
import { createTestApp, demo } from './app';
import { partnerIdByName } from './orders';

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
  return { t, admin, partnerId, actor: { partnerId, userId: user!.id } as Actor };
};

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
