import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { withdrawalReview, withdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import type { Db } from '../../db/client';
import { requireActor } from '../../platform/session.plugin';
import { reviewWithdrawal } from './withdrawal-review.service';

/** `withdrawal-review/create`: needs what making the withdrawal needs (add withdrawal). */
export const withdrawalReviewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('withdrawal-review', 'create'),
      {
        config: { auth: { action: 'add', subject: 'withdrawal' } },
        schema: {
          tags: ['withdrawal-order'],
          body: withdrawalReviewRequest,
          response: { 200: envelope(withdrawalReview) },
        },
      },
      async (request, reply) => reply.ok(await reviewWithdrawal(db, requireActor(request), request.body)),
    );
  };
