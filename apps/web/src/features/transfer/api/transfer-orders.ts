import { merchantOrderApi } from '../../order/api/merchant-order';
import { transferKeys } from './transfer-keys';

/** Transfer orders (spec Transfer In/Out 120/121): the same shape as payment orders, another service. */
export const transferOrderApi = merchantOrderApi('transfer-order', transferKeys.all);
