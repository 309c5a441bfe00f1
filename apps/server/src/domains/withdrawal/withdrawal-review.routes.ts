import { withdrawalReview, withdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import type { Db } from '../../db/client';
import { gatewayPlugin } from '../../platform/gateway-route';
import { reviewWithdrawal } from './withdrawal-review.service';

/** `withdrawal-review/create`: needs what making the withdrawal needs (add withdrawal). */
export const withdrawalReviewRoutes = (db: Db, balanceCurrencies: readonly string[]) =>
  gatewayPlugin(['withdrawal-order'], ({ route }) => {
    route(
      'withdrawal-review/create',
      { auth: ['add', 'withdrawal'], body: withdrawalReviewRequest, data: withdrawalReview },
      ({ actor, body }) => reviewWithdrawal(db, actor, body, balanceCurrencies),
    );
  });
