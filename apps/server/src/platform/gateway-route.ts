import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import type { successMessages } from '@remit/contract/errors';
import { GATEWAY_PREFIX } from '@remit/contract/gateway';
import type { Action, Subject } from '@remit/contract/permission';
import { sendExport, type ExportAsked } from './exports/send-export';
import { changeContext, type ChangeContext } from './request-context';
import { requireActor, type Actor, type RouteAuth } from './session.plugin';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route's `config.auth`: `[action, subject]` for a bare permission, else as the session plugin takes it. */
export type GatewayAuth = readonly [Action, Subject] | Exclude<RouteAuth, 'public'>;

const isPermission = (auth: GatewayAuth): auth is readonly [Action, Subject] => Array.isArray(auth);

/** The route's `config.auth` as the session plugin reads it. */
const configAuth = (auth: GatewayAuth) => (isPermission(auth) ? { action: auth[0], subject: auth[1] } : auth);

type Message = keyof typeof successMessages;

/** What a gateway route declares: its permission, its body, its answer's `data` and the answer's message. */
export type GatewayRouteSpec<B extends z.ZodType, D extends z.ZodType | null> = {
  auth: GatewayAuth;
  body: B;
  /** The answer's `data`; null: the answer is `data: null`, sent once the handler is done. */
  data: D;
  message?: Message;
};

/** What a handler is given: the signed-in actor, the parsed body, the change context (read when asked for). */
export type GatewayCall<B extends z.ZodType> = {
  actor: Actor;
  body: z.output<B>;
  ctx: ChangeContext;
  request: FastifyRequest;
};

/** What a handler is given for `request`: its actor (signed in, or 401), its parsed body, its change context. */
const callOf = <B extends z.ZodType>(request: FastifyRequest): GatewayCall<B> => ({
  actor: requireActor(request),
  body: request.body as z.output<B>,
  get ctx() {
    return changeContext(request);
  },
  request,
});

type Answer<D extends z.ZodType | null> = D extends z.ZodType ? z.input<D> : unknown;

/**
 * `page`, `get`, `create`, `update`, `call` and `delete`: each one's body and answer (none for `delete`), and
 * the answer's message where it is not the operation's usual one.
 */
export type GatewayFamily = {
  page?: readonly [body: z.ZodType, data: z.ZodType, message?: Message];
  get?: readonly [body: z.ZodType<{ id: string }>, data: z.ZodType, message?: Message];
  create?: readonly [body: z.ZodType, data: z.ZodType, message?: Message];
  update?: readonly [body: z.ZodType, data: z.ZodType, message?: Message];
  call?: readonly [body: z.ZodType, data: z.ZodType, message?: Message];
  delete?: readonly [body: z.ZodType<{ id: string }>, message?: Message];
};

type Body<T extends GatewayFamily, K extends keyof GatewayFamily> = z.output<NonNullable<T[K]>[0]>;
type Data<T extends GatewayFamily, K extends 'page' | 'get' | 'create' | 'update' | 'call'> = Promise<
  z.input<NonNullable<T[K]>[1]>
>;

/** The service a family calls: one method per operation of the table, named after it. */
export type GatewayFamilyService<T extends GatewayFamily> = ('page' extends keyof T
  ? { page(actor: Actor, body: Body<T, 'page'>): Data<T, 'page'> }
  : unknown) &
  ('get' extends keyof T ? { get(actor: Actor, id: string): Data<T, 'get'> } : unknown) &
  ('create' extends keyof T
    ? { create(actor: Actor, body: Body<T, 'create'>, ctx: ChangeContext): Data<T, 'create'> }
    : unknown) &
  ('update' extends keyof T
    ? { update(actor: Actor, body: Body<T, 'update'>, ctx: ChangeContext): Data<T, 'update'> }
    : unknown) &
  ('call' extends keyof T
    ? { call(actor: Actor, body: Body<T, 'call'>, ctx: ChangeContext): Data<T, 'call'> }
    : unknown) &
  ('delete' extends keyof T
    ? { delete(actor: Actor, id: string, ctx: ChangeContext): Promise<unknown> }
    : unknown);

/** The family's service as the registration below calls it (the table's own types are checked by the caller). */
type LooseService = { [K in keyof GatewayFamily]-?: (actor: Actor, ...args: unknown[]) => Promise<unknown> };

/** `get` and `delete` take the body's id (their table entries' bodies have one). */
const idOf = (body: unknown) => (body as { id: string }).id;

/** Each operation of a family: its permission's action, its answer's message, what its service call is given. */
const OPERATIONS: {
  [K in keyof GatewayFamily]-?: {
    action: Action;
    message: Message;
    args: (call: GatewayCall<z.ZodType>) => unknown[];
  };
} = {
  page: { action: 'index', message: 'OK', args: ({ body }) => [body] },
  get: { action: 'view', message: 'OK', args: ({ body }) => [idOf(body)] },
  create: { action: 'add', message: 'SAVED', args: ({ body, ctx }) => [body, ctx] },
  update: { action: 'edit', message: 'SAVED', args: ({ body, ctx }) => [body, ctx] },
  call: { action: 'edit', message: 'SAVED', args: ({ body, ctx }) => [body, ctx] },
  delete: { action: 'delete', message: 'DELETED', args: ({ body, ctx }) => [idOf(body), ctx] },
};

/**
 * The resource gateway's JSON routes of one plugin (`POST /api/portal/cms/{service}/{op}`), all under `tags`:
 * `route` declares one, its permission in `config.auth`, its body and its enveloped answer in the schema, and
 * answers `reply.ok(data, message)` with what its handler returns; `fileRoute` answers a file, `uploadRoute` takes
 * a multipart body, `exportRoute` is a list's own export. A route that is public, sends a header of its own or
 * has more to its config (a rate limit) is declared with `app.post`.
 */
export const gatewayRoutes = (app: ZodApp, tags: string[]) => {
  const route = <B extends z.ZodType, D extends z.ZodType | null>(
    path: `${string}/${string}`,
    spec: GatewayRouteSpec<B, D>,
    handler: (call: GatewayCall<B>) => Answer<D> | Promise<Answer<D>>,
  ) => {
    const { auth, data } = spec;
    const message = spec.message ?? 'OK';
    // The body's type is the handler's (below); the route itself is declared with the schemas as plain zod types.
    const body: z.ZodType = spec.body;
    const answer: z.ZodType = envelope(data ?? z.null());
    app.post(
      `${GATEWAY_PREFIX}/${path}`,
      {
        config: { auth: configAuth(auth) },
        schema: { tags, body, response: { 200: answer } },
      },
      async (request, reply) => {
        const found = await handler(callOf<B>(request));
        return reply.ok(data === null ? null : found, message);
      },
    );
  };

  /**
   * A route answering a file, not the envelope (`path`, needing `auth`, its body checked by `body`): `handler`
   * finds the file and sends it on `reply` (`sendDownload`, `sendFile`).
   */
  const fileRoute = <B extends z.ZodType>(
    path: `${string}/${string}`,
    auth: GatewayAuth,
    body: B,
    handler: (call: GatewayCall<B>, reply: FastifyReply) => Promise<FastifyReply>,
  ) => {
    app.post(
      `${GATEWAY_PREFIX}/${path}`,
      { config: { auth: configAuth(auth) }, schema: { tags, body: body as z.ZodType } },
      async (request, reply) => handler(callOf<B>(request), reply),
    );
  };

  /**
   * A standard family of one service from a table of its operations' schemas, registered in the table's order,
   * each needing its action on `subject`: `page` (index) and `get` (view, by the body's id) answer what the
   * service finds; `create` (add), `update` and `call` (edit) answer what it saved, 'SAVED'; `delete` (delete,
   * by the body's id) answers null, 'DELETED' (a table's entry may name another message). An operation that
   * differs in anything else is declared with `route`.
   */
  const family = <const T extends GatewayFamily>(
    service: string,
    subject: Subject,
    impl: GatewayFamilyService<T>,
    table: T,
  ) => {
    const loose = impl as unknown as LooseService;
    for (const op of Object.keys(table) as (keyof GatewayFamily)[]) {
      const { action, message, args } = OPERATIONS[op];
      const entry = table[op]!;
      const [body, data, named] = (op === 'delete' ? [entry[0], null, entry[1]] : entry) as readonly [
        z.ZodType,
        z.ZodType | null,
        Message?,
      ];
      route(`${service}/${op}`, { auth: [action, subject], body, data, message: named ?? message }, (call) =>
        loose[op](call.actor, ...args(call)),
      );
    }
  };

  /**
   * A multipart route (`path`, needing `auth`, taking the file parts named `fileParts`): `handler` reads the parts
   * from `call.request` (readMultipart) and answers what it saved, sent enveloped as `data` with 'UPLOADED' (spec
   * §8: "Upload Successful"). The route table keeps the part names, so the route guard reaches every file part.
   */
  const uploadRoute = <D extends z.ZodType>(
    path: `${string}/${string}`,
    auth: GatewayAuth,
    data: D,
    fileParts: readonly string[],
    handler: (call: Omit<GatewayCall<z.ZodType>, 'body'>) => Promise<z.input<D>>,
  ) => {
    app.post(
      `${GATEWAY_PREFIX}/${path}`,
      {
        config: { auth: configAuth(auth), fileParts },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(data as z.ZodType) } },
      },
      async (request, reply) => reply.ok(await handler(callOf(request)), 'UPLOADED'),
    );
  };

  /**
   * A list's own export (`{service}/export`, needing `auth`): the body names the format and the filter (and
   * whatever `kindOf` reads to pick the export kind); the file streams as `export/export` sends it.
   */
  const exportRoute = <B extends z.ZodType<ExportAsked>>(
    service: string,
    auth: readonly [Action, Subject],
    body: B,
    kindOf: (body: z.output<B>) => string,
  ) => {
    fileRoute(`${service}/export`, auth, body, ({ body: asked, request }, reply) =>
      sendExport(request, reply, { ...asked, kind: kindOf(asked) }),
    );
  };

  return { route, family, fileRoute, uploadRoute, exportRoute };
};

/** What a gateway plugin's `build` is given: `gatewayRoutes`' helpers under its tags, and the app. */
export type GatewayScope = ReturnType<typeof gatewayRoutes> & { app: ZodApp };

/**
 * A plugin of gateway routes, all under `tags`: `build` declares them with `route`, `family`, `fileRoute`,
 * `uploadRoute` and `exportRoute`, and reaches `app` for what those do not cover (a rate limit, a sub-plugin).
 */
export const gatewayPlugin =
  (tags: string[], build: (scope: GatewayScope) => void | Promise<void>): FastifyPluginAsyncZod =>
  async (app) => {
    await build({ ...gatewayRoutes(app, tags), app });
  };
