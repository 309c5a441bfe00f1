import type { FastifyPluginAsync } from 'fastify';
import { QUOTE_LOCK_SECONDS } from '@remit/contract/exchange';
import { z } from 'zod';
import type { FxRates } from '../../adapters/fx/fx';
import type { BankRail } from '../../adapters/rail/rail';
import { createSandboxRail, railSandboxConfig } from '../../adapters/rail/rail.sandbox';
import { AppError } from '../../platform/errors';
import { createApprovalService } from '../approval/approval.service';
import { approvalRoutes } from '../approval/approval.routes';
import { beneficiariesRoutes } from '../beneficiary/beneficiary.routes';
import { createBeneficiariesService } from '../beneficiary/beneficiary.service';
import { exchangeRoutes } from '../exchange/exchange.routes';
import { createExchangeService } from '../exchange/exchange.service';
import { feesRoutes } from '../fee/fee.routes';
import { createFeesService } from '../fee/fee.service';
import { paymentRoutes } from '../payment/payment.routes';
import { createPaymentsService } from '../payment/payment.service';
import { withdrawalAccountsRoutes } from '../withdrawal/withdrawal-account.routes';
import { createWithdrawalAccountsService } from '../withdrawal/withdrawal-account.service';
import { withdrawalRoutes } from '../withdrawal/withdrawal.routes';
import { createWithdrawalsService } from '../withdrawal/withdrawal.service';
import { withdrawalReviewRoutes } from '../withdrawal/withdrawal-review.routes';
import { withdrawalSandboxRoutes } from '../withdrawal/withdrawal-sandbox.routes';
import { createWithdrawalSandboxService } from '../withdrawal/withdrawal-sandbox.service';
import { registerOrderExportKinds } from './order.export';
import { orderRoutes } from './order.routes';
import { createOrdersService } from './order.service';
import { parseEnv } from '../../platform/env';
import { moneyEnv } from '../account/account.plugin';

/**
 * Order settings from the environment, beside the sandbox rail's:
 * FX_QUOTE_SECONDS  how long an exchange quote is locked (default 30)
 */
const ordersEnv = railSandboxConfig.extend({
  BALANCE_CURRENCIES: moneyEnv.shape.BALANCE_CURRENCIES,
  FX_QUOTE_SECONDS: z.coerce.number().int().min(5).max(600).default(QUOTE_LOCK_SECONDS),
});

export type OrdersPluginDeps = {
  /** The app's one FX rates adapter (app.ts; FX_SANDBOX_RATES sets the sandbox's mid rates per USD). */
  fx: FxRates;
  /** Tests and a production build put their own rail here; the sandbox one is the default. */
  rail?: BankRail;
  env?: NodeJS.ProcessEnv;
};

/**
 * Payees and the order domains (withdrawal, exchange, payment and transfer, approval, fee) over their
 * shared order core, assembled once for app.ts.
 */
export const ordersPlugin =
  (deps: OrdersPluginDeps): FastifyPluginAsync =>
  async (app) => {
    const env = parseEnv(ordersEnv, deps.env);
    const { db } = app;
    const { fx } = deps;
    let rail: BankRail | undefined = deps.rail;
    const balanceCurrencies = env.BALANCE_CURRENCIES;
    const withdrawals = createWithdrawalsService({ db, rail: () => rail!, balanceCurrencies });
    rail ??= await createSandboxRail(app.jobs, env, async (partnerId, orderId, outcome) => {
      try {
        await withdrawals.applyOutcome(partnerId, orderId, outcome, null);
      } catch (err) {
        // Someone drove the order by hand (sandbox controls) first: the simulated bank has nothing to do.
        if (err instanceof AppError && err.key === 'ORDER_STATUS_CONFLICT') return;
        throw err;
      }
    });
    registerOrderExportKinds(app.exportKinds);
    await app.register(beneficiariesRoutes(createBeneficiariesService({ db })));
    await app.register(withdrawalAccountsRoutes(createWithdrawalAccountsService({ db })));
    const orders = createOrdersService({ db });
    const exchange = createExchangeService({
      db,
      fx,
      balanceCurrencies,
      lockSeconds: env.FX_QUOTE_SECONDS,
    });
    await app.register(orderRoutes(orders));
    await app.register(withdrawalRoutes({ orders, withdrawals }));
    await app.register(exchangeRoutes({ orders, exchange }));
    await app.register(paymentRoutes({ orders, payments: createPaymentsService({ db, balanceCurrencies }) }));
    await app.register(
      approvalRoutes({
        approvals: createApprovalService({ db }),
        deciders: { withdrawal: withdrawals, exchange },
      }),
    );
    await app.register(feesRoutes(createFeesService({ db })));
    await app.register(withdrawalReviewRoutes(db, balanceCurrencies));
    await app.register(
      withdrawalSandboxRoutes(
        createWithdrawalSandboxService({ db, orders, withdrawals, sandbox: app.config.SANDBOX }),
      ),
    );
  };
