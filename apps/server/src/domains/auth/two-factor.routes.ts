import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginData } from '@remit/contract/auth';
import { envelope, wireLanguage } from '@remit/contract/envelope';
import {
  TWO_FACTOR_CONFIRM_PATH,
  TWO_FACTOR_ENROL_PATH,
  TWO_FACTOR_LOGIN_PATH,
  twoFactorConfirmData,
  twoFactorConfirmRequest,
  twoFactorEnrolData,
  twoFactorLoginRequest,
  twoFactorPolicy,
  twoFactorPolicyRequest,
  twoFactorResetRequest,
} from '@remit/contract/two-factor';
import { gatewayRoutes } from '../../platform/gateway-route';
import { requireActor } from '../../platform/session.plugin';
import { context } from './auth.routes';
import type { TwoFactorService } from './two-factor.service';

const tags = ['auth'];

/** Two-factor sign-in (TOTP): the code step, the user's own enrolment, and the administrator's controls. */
export const twoFactorRoutes =
  (service: TwoFactorService, authRateLimit: number): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

    app.post(
      TWO_FACTOR_LOGIN_PATH,
      {
        config: { auth: 'public', rateLimit },
        schema: { tags, body: twoFactorLoginRequest, response: { 200: envelope(loginData) } },
      },
      async (request, reply) => reply.ok(await service.login(request.body, context(request))),
    );

    // A user whose partner requires a second factor can still reach these before having one.
    app.post(
      TWO_FACTOR_ENROL_PATH,
      {
        config: { auth: 'session', rateLimit, openTo: ['two-factor-enrolment'] },
        schema: {
          tags,
          body: z.object({ language: wireLanguage.optional() }).optional(),
          response: { 200: envelope(twoFactorEnrolData) },
        },
      },
      async (request, reply) => reply.ok(await service.enrol(requireActor(request))),
    );

    app.post(
      TWO_FACTOR_CONFIRM_PATH,
      {
        config: { auth: 'session', rateLimit, openTo: ['two-factor-enrolment'] },
        schema: { tags, body: twoFactorConfirmRequest, response: { 200: envelope(twoFactorConfirmData) } },
      },
      async (request, reply) =>
        reply.ok(await service.confirm(requireActor(request), request.body.code, context(request))),
    );

    const { route } = gatewayRoutes(app, tags);
    route(
      'user/reset-two-factor',
      { auth: ['edit', 'user'], body: twoFactorResetRequest, data: null },
      ({ actor, body, request }) => service.reset(actor, body.id, context(request)),
    );
    route(
      'setting/two-factor-get',
      {
        auth: ['view', 'user'],
        body: z.object({ language: wireLanguage.optional() }).optional(),
        data: twoFactorPolicy,
      },
      ({ actor }) => service.policy(actor),
    );
    route(
      'setting/two-factor-update',
      { auth: ['edit', 'user'], body: twoFactorPolicyRequest, data: twoFactorPolicy },
      ({ actor, body, request }) =>
        service.setPolicy(actor, { requireTwoFactor: body.requireTwoFactor }, context(request)),
    );
  };
