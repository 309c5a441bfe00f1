import { merchantOrderApi } from '../../order/api/merchant-order';
import { paymentKeys } from './payment-keys';

/** Payment orders: partner account ↔ merchant account (spec §3 Payment order). */
export const paymentOrderApi = merchantOrderApi('payment-order', paymentKeys.all);
