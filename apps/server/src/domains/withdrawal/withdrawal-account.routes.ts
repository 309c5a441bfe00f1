import { idRequest } from '@remit/contract/gateway';
import {
  statusRequest,
  withdrawalAccountCreateRequest,
  withdrawalAccountPageData,
  withdrawalAccountPageRequest,
  withdrawalAccountRecord,
  withdrawalAccountUpdateRequest,
} from '@remit/contract/beneficiary';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { WithdrawalAccountsService } from './withdrawal-account.service';

/** /withdrawal/accounts (spec §2): the withdrawal module's permissions; `call` enables or disables. */
export const withdrawalAccountsRoutes = (service: WithdrawalAccountsService) =>
  gatewayPlugin(['withdrawal-account'], ({ route, family }) => {
    family('withdrawal-account', 'withdrawal', service, {
      page: [withdrawalAccountPageRequest, withdrawalAccountPageData],
      get: [idRequest, withdrawalAccountRecord],
      create: [withdrawalAccountCreateRequest, withdrawalAccountRecord],
      update: [withdrawalAccountUpdateRequest, withdrawalAccountRecord],
    });
    route(
      'withdrawal-account/call',
      { auth: ['edit', 'withdrawal'], body: statusRequest, data: withdrawalAccountRecord, message: 'SAVED' },
      ({ actor, body, ctx }) => service.setStatus(actor, body, ctx),
    );
  });
