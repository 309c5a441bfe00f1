import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { AbilityRule, Action, Subject } from '@remit/contract/permission';
import type { Db } from '../db/client';
import { partners, roles, sessions, users } from '../db/schema/index';
import { AppError } from './errors';
import { buildAbility, loadRules, type AppAbility } from './abilities';
import { sha256 } from './crypto';

/** What a route needs (issue 3: every handler declares it next to its route). */
export type RouteAuth = 'public' | 'session' | { action: Action; subject: Subject };

export type Actor = {
  userId: string;
  partnerId: string;
  partnerName: string;
  isOperator: boolean;
  tokenHash: string;
  user: typeof users.$inferSelect;
  role: typeof roles.$inferSelect | null;
  rules: AbilityRule[];
  ability: AppAbility;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The token comes from the `access_token` header or the `?access_token=` query (spec §7). */
export const readToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers['access_token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as { access_token?: unknown } | undefined;
  if (query && typeof query.access_token === 'string' && query.access_token.length > 0)
    return query.access_token;
  return undefined;
};

export type SessionOptions = { db: Db; idleMinutes: number };

const TOUCH_EVERY_MS = 60_000;

/**
 * Every route seen by the session plugin with what it declared: the authorization-matrix test is
 * generated from it, so a route added later is checked without anyone remembering to list it.
 */
export const routeTable: { method: string; url: string; auth: RouteAuth | undefined }[] = [];

export const loadActor = async (db: Db, token: string, idleMinutes: number): Promise<Actor> => {
  if (token.length > 256) throw new AppError('UNAUTHORIZED');
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ session: sessions, user: users, partner: partners, role: roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(partners, eq(partners.id, sessions.partnerId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  if (!row) throw new AppError('UNAUTHORIZED');
  const now = new Date();
  if (row.session.idleExpiresAt <= now || row.session.absoluteExpiresAt <= now)
    throw new AppError('SESSION_EXPIRED');
  // A disabled user or partner loses access on the next request, whatever sessions it holds.
  if (row.user.status !== 1 || row.partner.status !== 1) throw new AppError('UNAUTHORIZED');
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const idle = new Date(now.getTime() + idleMinutes * 60_000);
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: idle < row.session.absoluteExpiresAt ? idle : row.session.absoluteExpiresAt,
      })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  // Rules are read on every request so a role change takes effect at once (issue 3).
  const rules = await loadRules(db, row.role, row.partner.isOperator);
  return {
    userId: row.user.id,
    partnerId: row.partner.id,
    partnerName: row.partner.name,
    isOperator: row.partner.isOperator,
    tokenHash,
    user: row.user,
    role: row.role,
    rules,
    ability: buildAbility(rules),
  };
};

/** Authenticates and authorises before validation: an anonymous caller learns nothing about a body's shape. */
export default fp<SessionOptions>(
  async (app, { db, idleMinutes }) => {
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routeTable.push({ method, url: route.url, auth: route.config?.auth });
      if (route.url.startsWith('/api/') && route.config?.auth === undefined) {
        throw new Error(
          `Route ${route.method} ${route.url} declares no auth (public, session or a permission)`,
        );
      }
    });

    app.addHook('preValidation', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === undefined || auth === 'public') return;
      const token = readToken(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      request.actor = await loadActor(db, token, idleMinutes);
      if (auth !== 'session' && !request.actor.ability.can(auth.action, auth.subject))
        throw new AppError('FORBIDDEN');
    });
  },
  { name: 'session', dependencies: ['envelope'] },
);

export const requireActor = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
};
