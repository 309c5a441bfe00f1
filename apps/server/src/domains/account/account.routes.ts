import {
  accountBalancesData,
  accountBalancesRequest,
  accountTransactionPageRequest,
  dashboardData,
  dashboardRequest,
  depositInstructionsData,
  depositInstructionsRequest,
  depositPartnersData,
  depositPartnersRequest,
  depositRecord,
  depositRecordPageData,
  depositRecordPageRequest,
  simulateDepositRequest,
  transactionPageData,
  transactionPageRequest,
} from '@remit/contract/account';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { AccountsService } from './account.service';

/** Account, Transactions and Dashboard, through the resource gateway (DESIGN §4). */
export const accountsRoutes = (service: AccountsService) =>
  gatewayPlugin(['account'], ({ route }) => {
    const deposit = { action: 'add', subject: 'account', operatorOnly: true } as const;
    route(
      'account/list',
      { auth: ['view', 'account'], body: accountBalancesRequest, data: accountBalancesData },
      ({ actor }) => service.balances(actor),
    );
    route(
      'account/get-by',
      { auth: ['view', 'account'], body: depositInstructionsRequest, data: depositInstructionsData },
      ({ actor, body }) => service.instructions(actor, body.currency),
    );
    route(
      'deposit-record/page',
      { auth: ['index', 'account'], body: depositRecordPageRequest, data: depositRecordPageData },
      ({ actor, body }) => service.depositPage(actor, body),
    );
    route(
      'deposit-record/list',
      { auth: deposit, body: depositPartnersRequest, data: depositPartnersData },
      () => service.depositPartners(),
    );
    route(
      'deposit-record/call',
      { auth: deposit, body: simulateDepositRequest, data: depositRecord },
      ({ actor, body, ctx }) => service.simulateDeposit(actor, body, ctx),
    );
    route(
      'account-transaction/page',
      { auth: ['index', 'account'], body: accountTransactionPageRequest, data: transactionPageData },
      ({ actor, body }) => service.accountTransactions(actor, body),
    );
    route(
      'transaction/page',
      { auth: ['index', 'transactions'], body: transactionPageRequest, data: transactionPageData },
      ({ actor, body }) => service.allTransactions(actor, body),
    );
    route(
      'dashboard/get',
      { auth: ['view', 'dashboard'], body: dashboardRequest, data: dashboardData },
      ({ actor }) => service.dashboard(actor),
    );
  });
