import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  sessionData,
  verifyResetCodeRequest,
} from '@remit/contract/auth';
import { envelope } from '@remit/contract/envelope';
import { loginAnswer } from '@remit/contract/two-factor';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/language';
import { requireActor, type SessionRestriction } from '../../platform/session.plugin';
import type { AuthService, RequestContext } from './auth.service';

const tokenQuery = z.object({
  access_token: z.string().max(256).optional(),
  language: z.string().max(16).optional(),
});

/** What a restricted session may still do: read itself, change its password, sign out. */
export const RESTRICTED: readonly SessionRestriction[] = ['password-change', 'two-factor-enrolment'];

export const context = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  lang: requestLanguage(request),
  gScore: typeof request.headers['g_score'] === 'string' ? request.headers['g_score'] : undefined,
});

/** The spec's sign-in calls (§7), paths and shapes exactly as the browser sends them. */
export const authRoutes =
  (service: AuthService, authRateLimit: number): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: authRateLimit, timeWindow: '1 minute' };

    app.post(
      '/api/dashboard/login-remittance',
      {
        config: { auth: 'public', rateLimit },
        schema: { tags: ['auth'], body: loginRequest, response: { 200: envelope(loginAnswer) } },
      },
      async (request, reply) => reply.ok(await service.login(request.body, context(request))),
    );

    app.post(
      '/api/dashboard/forgot-password-booster',
      {
        config: { auth: 'public', rateLimit },
        schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.forgotPassword(request.body, context(request));
        return reply.ok(null, 'RESET_MAIL_SENT');
      },
    );

    app.post(
      '/api/dashboard/verify-reset-code-booster',
      {
        config: { auth: 'public', rateLimit },
        schema: { tags: ['auth'], body: verifyResetCodeRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.verifyResetCode(request.body, context(request));
        return reply.ok(null, 'RESET_DONE');
      },
    );

    app.post(
      '/api/dashboard/app/user/changePassword',
      {
        config: { auth: 'session', rateLimit, openTo: RESTRICTED },
        schema: {
          tags: ['auth'],
          querystring: tokenQuery,
          body: changePasswordRequest,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request, reply) => {
        await service.changePassword(requireActor(request), request.body, context(request));
        return reply.ok(null, 'PASSWORD_CHANGED');
      },
    );

    app.delete(
      '/api/dashboard/logout',
      {
        config: { auth: 'session', openTo: RESTRICTED },
        schema: { tags: ['auth'], querystring: tokenQuery, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.logout(requireActor(request), request.ip);
        return reply.ok(null, 'LOGGED_OUT');
      },
    );

    app.post(
      '/api/dashboard/app/user/query',
      {
        config: { auth: 'session', openTo: RESTRICTED },
        schema: {
          tags: ['auth'],
          querystring: tokenQuery,
          body: z.object({ language: z.string().max(16).optional() }).optional(),
          response: { 200: envelope(sessionData) },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        return reply.ok(
          await service.sessionData({
            user: actor.user,
            role: actor.role,
            partner: {
              id: actor.partnerId,
              name: actor.partnerName,
              isOperator: actor.isOperator,
              status: 1,
              requireTwoFactor: actor.restriction === 'two-factor-enrolment',
              createdAt: new Date(),
            },
          }),
        );
      },
    );
  };
