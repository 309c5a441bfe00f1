import {
  shopCreateRequest,
  shopGetRequest,
  shopPageData,
  shopPageRequest,
  shopRecord,
  shopStatusRequest,
  shopUpdateRequest,
} from '@remit/contract/shop';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { ShopService } from './shop.service';

/** `shop/{page,get,create,update,call}`; `call` enables or disables. */
export const shopRoutes = (service: ShopService) =>
  gatewayPlugin(['shop'], ({ family }) => {
    family('shop', 'collection', service, {
      page: [shopPageRequest, shopPageData],
      get: [shopGetRequest, shopRecord],
      create: [shopCreateRequest, shopRecord],
      update: [shopUpdateRequest, shopRecord],
      call: [shopStatusRequest, shopRecord],
    });
  });
