import { orderDetail } from '@remit/contract/order';
import { sandboxOrderRequest } from '@remit/contract/withdrawal';
import { sandboxWithdrawalListData, sandboxWithdrawalListRequest } from '@remit/contract/withdrawal-sandbox';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { WithdrawalSandboxService } from './withdrawal-sandbox.service';

/** The operator's sandbox bank: decide a withdrawal's outcome, list the withdrawals at the bank. */
export const withdrawalSandboxRoutes = (service: WithdrawalSandboxService) =>
  gatewayPlugin(['withdrawal-order'], ({ route }) => {
    const auth = { action: 'edit', subject: 'withdrawal', operatorOnly: true } as const;
    route(
      'withdrawal-order/call',
      { auth, body: sandboxOrderRequest, data: orderDetail },
      ({ actor, body }) => service.call(actor, body),
    );
    route(
      'sandbox-withdrawal/list',
      { auth, body: sandboxWithdrawalListRequest, data: sandboxWithdrawalListData },
      () => service.list(),
    );
  });
