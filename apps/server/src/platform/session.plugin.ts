import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AbilityRule, Action, Subject } from '@remit/contract/permission';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import { USER_STATUS } from '@remit/contract/user';
import type { Db } from '../db/client';
import type { roles, users } from '../db/schema/index';
import { AppError, foundOr } from './errors';
import { buildAbility, toRules, type AppAbility } from './abilities';
import { sha256 } from './crypto';
import { readActor, touchSession } from './session.repository';

/**
 * What a route needs, declared next to it and checked here before the handler runs: nothing, a session,
 * or a permission; `operatorOnly` adds that only the platform operator's users pass (a partner's user
 * gets OPERATOR_ONLY, 404: not theirs to see), whatever its role grants — for every call of the route, or
 * (`forActions`) only for the calls whose body names one of those actions (a review desk's decisions on a
 * route a partner also uses for its own action).
 */
export type RouteAuth =
  | 'public'
  | 'session'
  | {
      action: Action;
      subject: Subject;
      operatorOnly?: true | { forActions: readonly string[] };
      /**
       * The handler acts in one statement that first checks the actor's access epoch (`access_epoch`): the actor
       * may be the one read by an earlier request of the same session, kept while nothing that grants access has
       * changed, and the handler reads it again (`request.rereadActor`) before anything else it does.
       */
      epochChecked?: true;
    };

/** Whether this call of a route needs the operator (its body as sent: the gate runs before validation). */
const needsOperator = (operatorOnly: true | { forActions: readonly string[] } | undefined, body: unknown) => {
  if (typeof operatorOnly !== 'object') return operatorOnly === true;
  const action = (body as { action?: unknown } | null)?.action;
  return typeof action === 'string' && operatorOnly.forActions.includes(action);
};

/**
 * A session that must do one thing before anything else: change a temporary or easy password, or set up
 * two-factor sign-in where its partner requires it. Until then only the routes that name the restriction
 * in `openTo` answer it; every other call is refused with the restriction's own error code.
 */
export type SessionRestriction = 'password-change' | 'two-factor-enrolment';
const restrictionError = {
  'password-change': 'PASSWORD_CHANGE_REQUIRED',
  'two-factor-enrolment': 'TWO_FACTOR_ENROLMENT_REQUIRED',
} as const;

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
  restriction: SessionRestriction | null;
  /** The access epoch read with it (a bigint as text): while `access_epoch` still holds it, all of the above holds. */
  epoch: string;
};

/** Whose rows a list or look-up covers: every partner's for the operator (null), else the caller's partner's. */
export const partnerScope = (actor: Actor) => (actor.isOperator ? null : actor.partnerId);

/** The password comes first: changing it ends the session, and the next sign-in asks for the second factor. */
export const sessionRestriction = (
  user: { isEasyPassword: boolean },
  partner: { requireTwoFactor: boolean },
  twoFactorEnabled: boolean,
): SessionRestriction | null =>
  user.isEasyPassword
    ? 'password-change'
    : partner.requireTwoFactor && !twoFactorEnabled
      ? 'two-factor-enrolment'
      : null;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Restricted sessions this route still answers (user query, logout, the global configuration…). */
    openTo?: readonly SessionRestriction[];
    /** A multipart route's file parts by name (uploadRoute): the route guard sends hostile files to each. */
    fileParts?: readonly string[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The actor was kept from an earlier request (an `epochChecked` route), not read by this one. */
    actorKept: boolean;
    /** Reads the actor again and checks it again against the route, as the first read did (throws when refused). */
    rereadActor: () => Promise<Actor>;
  }
}

/**
 * Spec §7 sends the token in the query string only on these calls; everywhere else a query token is
 * ignored, so it cannot end up in links, proxy logs or browser history for any other call.
 */
const QUERY_TOKEN_PATHS = new Set([
  '/api/dashboard/app/user/changePassword',
  '/api/dashboard/logout',
  '/api/dashboard/app/user/query',
]);

/** The token comes from the `access_token` header, or the `?access_token=` query where spec §7 uses it. */
export const readToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers['access_token'];
  if (typeof header === 'string' && header.length > 0) return header;
  if (!QUERY_TOKEN_PATHS.has(request.routeOptions.url ?? '')) return undefined;
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
export const routeTable: {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  fileParts?: readonly string[];
}[] = [];

/**
 * Rules and ability by what was read: the same permissions (the same text) make the same rules, so they are
 * built once, not on every request. Keyed by the content itself, a change of the role's permissions is a
 * new key at once; frozen, since requests share them.
 */
const abilities = new Map<string, { rules: AbilityRule[]; ability: AppAbility }>();
const abilityOf = (permissions: string | null, isOperator: boolean) => {
  const key = `${isOperator ? 'operator' : 'partner'}:${permissions ?? '[]'}`;
  let hit = abilities.get(key);
  if (!hit) {
    const read = permissions ? (JSON.parse(permissions) as { action: string; subject: string }[]) : [];
    const rules = Object.freeze(toRules(read, isOperator).map((r) => Object.freeze(r))) as AbilityRule[];
    hit = { rules, ability: buildAbility(rules) };
    if (abilities.size >= 500) abilities.clear();
    abilities.set(key, hit);
  }
  return hit;
};

/** An actor, its epoch as a number, and its session's times as they stand after this read (touched when due). */
type ReadActor = {
  actor: Actor;
  epoch: bigint;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
};

const readSessionActor = async (db: Db, tokenHash: string, idleMinutes: number): Promise<ReadActor> => {
  const row = foundOr(await readActor(db, tokenHash), 'UNAUTHORIZED');
  const now = new Date();
  if (row.session.idleExpiresAt <= now || row.session.absoluteExpiresAt <= now)
    throw new AppError('SESSION_EXPIRED');
  // A disabled user or partner loses access on the next request, whatever sessions it holds.
  if (row.user.status !== USER_STATUS.ENABLED || row.partner.status !== ENTITY_STATUS.ENABLED)
    throw new AppError('UNAUTHORIZED');
  let { lastSeenAt, idleExpiresAt } = row.session;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const idle = new Date(now.getTime() + idleMinutes * 60_000);
    lastSeenAt = now;
    idleExpiresAt = idle < row.session.absoluteExpiresAt ? idle : row.session.absoluteExpiresAt;
    await touchSession(db, tokenHash, lastSeenAt, idleExpiresAt);
  }
  // Rules are read on every request (with the session, above) so a role change takes effect at once.
  const { rules, ability } = abilityOf(row.role ? row.permissions : null, row.partner.isOperator);
  const actor = {
    userId: row.user.id,
    partnerId: row.partner.id,
    partnerName: row.partner.name,
    isOperator: row.partner.isOperator,
    tokenHash,
    user: row.user,
    role: row.role,
    rules,
    ability,
    restriction: sessionRestriction(row.user, row.partner, row.twoFactorEnabled),
    epoch: row.epoch,
  };
  return {
    actor,
    epoch: BigInt(row.epoch),
    lastSeenAt,
    idleExpiresAt,
    absoluteExpiresAt: row.session.absoluteExpiresAt,
  };
};

/** Actors kept for `epochChecked` routes, per token hash: at most this many (then they are all dropped). */
const KEPT_MAX = 1_000;

/**
 * The actors of `epochChecked` routes' requests, kept for the session's next request. A kept actor is used only
 * while its session is within its idle and absolute expiry and has been seen within the minute (else the read
 * touches it), and while no read since has seen a later epoch; the handler's statement checks the epoch itself.
 */
const actorKeeper = () => {
  const kept = new Map<string, ReadActor>();
  let latest = 0n;
  return {
    get(tokenHash: string): Actor | undefined {
      const hit = kept.get(tokenHash);
      if (!hit) return undefined;
      const now = Date.now();
      if (
        hit.epoch < latest ||
        hit.idleExpiresAt.getTime() <= now ||
        hit.absoluteExpiresAt.getTime() <= now ||
        now - hit.lastSeenAt.getTime() > TOUCH_EVERY_MS
      ) {
        kept.delete(tokenHash);
        return undefined;
      }
      return hit.actor;
    },
    /** What a read found: kept (for an `epochChecked` route), and its epoch noted as the latest seen. */
    seen(read: ReadActor, keep: boolean) {
      if (read.epoch > latest) latest = read.epoch;
      if (!keep) return;
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(read.actor.tokenHash, read);
    },
  };
};

/** Authenticates and authorises before validation: an anonymous caller learns nothing about a body's shape. */
export default fp<SessionOptions>(
  async (app, { db, idleMinutes }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('actorKept', false);
    app.decorateRequest('rereadActor', async function (this: FastifyRequest) {
      return admit(this, false);
    });
    const keeper = actorKeeper();

    /** Reads (or, `fromKept`, takes the kept) actor of the request's token and checks it against the route. */
    const admit = async (request: FastifyRequest, fromKept: boolean): Promise<Actor> => {
      const auth = request.routeOptions.config.auth;
      const token = readToken(request);
      if (!token || token.length > 256) throw new AppError('UNAUTHORIZED');
      const tokenHash = sha256(token);
      const epochChecked = typeof auth === 'object' && auth.epochChecked === true;
      const kept = fromKept && epochChecked ? keeper.get(tokenHash) : undefined;
      if (kept) {
        request.actor = kept;
        request.actorKept = true;
      } else {
        const read = await readSessionActor(db, tokenHash, idleMinutes);
        keeper.seen(read, epochChecked);
        request.actor = read.actor;
        request.actorKept = false;
      }
      const actor = request.actor;
      const { restriction } = actor;
      if (restriction && !request.routeOptions.config.openTo?.includes(restriction))
        throw new AppError(restrictionError[restriction]);
      if (typeof auth !== 'object') return actor;
      if (!actor.ability.can(auth.action, auth.subject)) throw new AppError('FORBIDDEN');
      if (needsOperator(auth.operatorOnly, request.body) && !actor.isOperator)
        throw new AppError('OPERATOR_ONLY');
      return actor;
    };

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routeTable.push({
          method,
          url: route.url,
          auth: route.config?.auth,
          fileParts: route.config?.fileParts,
        });
      if (route.url.startsWith('/api/') && route.config?.auth === undefined) {
        throw new Error(
          `Route ${route.method} ${route.url} declares no auth (public, session or a permission)`,
        );
      }
    });

    app.addHook('preValidation', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === undefined || auth === 'public') return;
      await admit(request, true);
    });
  },
  { name: 'session', dependencies: ['envelope'] },
);

export const requireActor = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError('UNAUTHORIZED');
  return request.actor;
};
