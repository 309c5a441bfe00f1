import { computeFee } from '@remit/contract/fee';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type { Tx } from '../../db/client';
import { AppError, foundOr } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import { findBeneficiary } from '../beneficiary/beneficiary.repository';
import { feeRule } from '../fee/fee.repository';
import { parseAmount } from '../order/order.money';
import { DEFAULT_BALANCES, requireBalanceCurrency } from '../account/account.currencies';
import { findWithdrawalAccount } from './withdrawal-account.repository';

/**
 * What a withdrawal of `input.amount` from the partner's withdrawal account would be, checked as making it checks
 * it (the review shows the same): the account found and enabled, its payee enabled, the amount valid in the
 * account's currency (a balance currency), and the partner's withdrawal fee on it.
 */
export const withdrawalTerms = async (
  tx: Tx,
  actor: Actor,
  input: { withdrawalAccountId: string; amount: string },
  balanceCurrencies: readonly string[] = DEFAULT_BALANCES,
) => {
  const account = foundOr(
    await findWithdrawalAccount(tx, actor.partnerId, input.withdrawalAccountId),
    'WITHDRAWAL_ACCOUNT_NOT_FOUND',
  );
  if (account.status !== ENTITY_STATUS.ENABLED) throw new AppError('WITHDRAWAL_ACCOUNT_DISABLED');
  const beneficiary = await findBeneficiary(tx, actor.partnerId, account.beneficiaryId);
  if (!beneficiary || beneficiary.status !== ENTITY_STATUS.ENABLED)
    throw new AppError('BENEFICIARY_DISABLED');
  const currency = account.currency;
  // Sent from the partner's balance in the account's currency: one outside the balances has none to send.
  requireBalanceCurrency(balanceCurrencies, currency, 'withdrawalAccountId');
  const amount = parseAmount(input.amount, currency);
  const fee = computeFee(amount, await feeRule(tx, actor.partnerId, 'withdrawal', currency));
  return { account, beneficiary, currency, amount, fee };
};
