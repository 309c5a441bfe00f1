import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_BALANCE_CURRENCIES, isOfferedCurrency } from '@remit/contract/money';
import { z } from 'zod';
import type { BankAdapter } from '../../adapters/bank/bank';
import { bankSandboxConfig, createSandboxBank } from '../../adapters/bank/bank.sandbox';
import { registerAccountExportKinds } from './account.export';
import { accountsRoutes } from './account.routes';
import { createAccountsService, type AccountsService } from './account.service';
import { parseEnv } from '../../platform/env';

/**
 * Money-core settings from the environment, beside the sandbox bank's:
 * BALANCE_CURRENCIES  the account-balance currencies, e.g. "USD,EUR,MXN,BRL" (the default)
 */
export const moneyEnv = bankSandboxConfig.extend({
  BALANCE_CURRENCIES: z
    .string()
    .default(DEFAULT_BALANCE_CURRENCIES.join(','))
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine(
      (list) => list.length > 0 && list.every(isOfferedCurrency),
      'must be current ISO 4217 currency codes separated by commas',
    ),
});

export type AccountsPluginDeps = {
  /** A production build (or a test) puts its own bank adapter here; the sandbox bank is the default. */
  bank?: BankAdapter;
  env?: NodeJS.ProcessEnv;
  /** Hands the assembled service out (tests drive the bank notification handler directly). */
  onService?: (service: AccountsService) => void;
};

/** Account, Transactions, Dashboard and the sandbox bank, assembled once for app.ts. */
export const accountsPlugin =
  (deps: AccountsPluginDeps): FastifyPluginAsync =>
  async (app) => {
    const env = parseEnv(moneyEnv, deps.env);
    let bank: BankAdapter | undefined = deps.bank;
    const service = createAccountsService({
      db: app.db,
      settings: { balanceCurrencies: env.BALANCE_CURRENCIES, sandbox: app.config.SANDBOX },
      bank: () => bank!,
    });
    bank ??= await createSandboxBank(app.jobs, env, async (n) => {
      await service.onBankNotification(n);
    });
    registerAccountExportKinds(app.exportKinds);
    deps.onService?.(service);
    await app.register(accountsRoutes(service));
  };
