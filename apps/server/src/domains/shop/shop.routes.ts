import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  shopCreateRequest,
  shopGetRequest,
  shopPageData,
  shopPageRequest,
  shopRecord,
  shopStatusRequest,
  shopUpdateRequest,
} from '@remit/contract/shop';
import { gatewayRoutes } from '../../platform/gateway-route';
import type { ShopService } from './shop.service';

/** `shop/{page,get,create,update,call}`; `call` enables or disables. */
export const shopRoutes =
  (service: ShopService): FastifyPluginAsyncZod =>
  async (app) => {
    gatewayRoutes(app, ['shop']).family('shop', 'collection', service, {
      page: [shopPageRequest, shopPageData],
      get: [shopGetRequest, shopRecord],
      create: [shopCreateRequest, shopRecord],
      update: [shopUpdateRequest, shopRecord],
      call: [shopStatusRequest, shopRecord],
    });
  };
