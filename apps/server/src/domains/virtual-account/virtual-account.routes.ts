import {
  virtualAccountCallRequest,
  virtualAccountCreateRequest,
  virtualAccountGetRequest,
  virtualAccountPageData,
  virtualAccountPageRequest,
  virtualAccountRecord,
  virtualAccountUpdateRequest,
} from '@remit/contract/virtual-account';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { VirtualAccountService } from './virtual-account.service';

/**
 * `virtual-account/{page,get,create,update,call}`. A partner applies and renames; `call` opens or rejects
 * (the operator only, checked in the service since the same call enables and disables for the partner).
 */
export const virtualAccountRoutes = (service: VirtualAccountService) =>
  gatewayPlugin(['virtual-account'], ({ route, family }) => {
    family('virtual-account', 'collection', service, {
      page: [virtualAccountPageRequest, virtualAccountPageData],
      get: [virtualAccountGetRequest, virtualAccountRecord],
      create: [virtualAccountCreateRequest, virtualAccountRecord],
      update: [virtualAccountUpdateRequest, virtualAccountRecord],
    });
    route(
      'virtual-account/call',
      {
        // The review desk's decisions are the operator's; a partner cannot open its own.
        auth: { action: 'edit', subject: 'collection', operatorOnly: { forActions: ['open', 'reject'] } },
        body: virtualAccountCallRequest,
        data: virtualAccountRecord,
        message: 'SAVED',
      },
      ({ actor, body, ctx }) => service.call(actor, body, ctx),
    );
  });
