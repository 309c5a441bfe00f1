import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { AccountsService } from './account.service';

const tags = ['account'];

/** Account, Transactions and Dashboard, through the resource gateway (DESIGN §4). */
export const accountsRoutes =
  (service: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('account', 'list'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: { tags, body: accountBalancesRequest, response: { 200: envelope(accountBalancesData) } },
      },
      async (request, reply) => reply.ok(await service.balances(requireActor(request))),
    );

    app.post(
      gatewayPath('account', 'get-by'),
      {
        config: { auth: { action: 'view', subject: 'account' } },
        schema: {
          tags,
          body: depositInstructionsRequest,
          response: { 200: envelope(depositInstructionsData) },
        },
      },
      async (request, reply) => reply.ok(service.instructions(requireActor(request), request.body.currency)),
    );

    app.post(
      gatewayPath('deposit-record', 'page'),
      {
        config: { auth: { action: 'index', subject: 'account' } },
        schema: { tags, body: depositRecordPageRequest, response: { 200: envelope(depositRecordPageData) } },
      },
      async (request, reply) => reply.ok(await service.depositPage(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('deposit-record', 'list'),
      {
        config: { auth: { action: 'add', subject: 'account', operatorOnly: true } },
        schema: { tags, body: depositPartnersRequest, response: { 200: envelope(depositPartnersData) } },
      },
      async (request, reply) => reply.ok(await service.depositPartners()),
    );

    app.post(
      gatewayPath('deposit-record', 'call'),
      {
        config: { auth: { action: 'add', subject: 'account', operatorOnly: true } },
        schema: { tags, body: simulateDepositRequest, response: { 200: envelope(depositRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.simulateDeposit(requireActor(request), request.body, changeContext(request))),
    );

    app.post(
      gatewayPath('account-transaction', 'page'),
      {
        config: { auth: { action: 'index', subject: 'account' } },
        schema: {
          tags,
          body: accountTransactionPageRequest,
          response: { 200: envelope(transactionPageData) },
        },
      },
      async (request, reply) =>
        reply.ok(await service.accountTransactions(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('transaction', 'page'),
      {
        config: { auth: { action: 'index', subject: 'transactions' } },
        schema: { tags, body: transactionPageRequest, response: { 200: envelope(transactionPageData) } },
      },
      async (request, reply) => reply.ok(await service.allTransactions(requireActor(request), request.body)),
    );

    app.post(
      gatewayPath('dashboard', 'get'),
      {
        config: { auth: { action: 'view', subject: 'dashboard' } },
        schema: { tags, body: dashboardRequest, response: { 200: envelope(dashboardData) } },
      },
      async (request, reply) => reply.ok(await service.dashboard(requireActor(request))),
    );
  };
