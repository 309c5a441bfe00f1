import { toDecimal } from '@remit/contract/money';
import { computeFee } from '@remit/contract/fee';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type { WithdrawalReview, WithdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import { partnerBalances } from '../account/account.repository';
import { findBeneficiary } from '../beneficiary/beneficiary.repository';
import { findWithdrawalAccount } from './withdrawal-account.repository';
import { approvalThreshold } from '../approval/approval.repository';
import { feeRule } from '../fee/fee.repository';
import { parseAmount } from '../order/order.money';

/**
 * The review before Confirm: the same checks and figures as making the withdrawal (account and payee
 * enabled, amount valid, the partner's fee, its approval threshold, its available balance) with nothing
 * written, so the page shows the server's numbers and the order is made only on Confirm.
 */
export const reviewWithdrawal = async (
  db: Db,
  actor: Actor,
  input: WithdrawalReviewRequest,
): Promise<WithdrawalReview> => {
  const account = await findWithdrawalAccount(db, actor.partnerId, input.withdrawalAccountId);
  if (!account) throw new AppError('WITHDRAWAL_ACCOUNT_NOT_FOUND');
  if (account.status !== ENTITY_STATUS.ENABLED) throw new AppError('WITHDRAWAL_ACCOUNT_DISABLED');
  const beneficiary = await findBeneficiary(db, actor.partnerId, account.beneficiaryId);
  if (!beneficiary || beneficiary.status !== ENTITY_STATUS.ENABLED)
    throw new AppError('BENEFICIARY_DISABLED');
  const currency = account.currency;
  const amount = parseAmount(input.amount, currency);
  const fee = computeFee(amount, await feeRule(db, actor.partnerId, 'withdrawal', currency));
  const ledger = (await partnerBalances(db, actor.partnerId)).find((b) => b.currency === currency);
  const available = ledger ? ledger.balance - ledger.onHold : 0n;
  const threshold = await approvalThreshold(db, actor.partnerId, 'withdrawal', currency);
  return {
    withdrawalAccountId: account.id,
    beneficiaryName: beneficiary.name,
    accountNumber: account.accountNumber,
    bankName: beneficiary.bankName || null,
    currency,
    amount: toDecimal(amount, currency),
    fee: toDecimal(fee, currency),
    total: toDecimal(amount + fee, currency),
    available: toDecimal(available, currency),
    exceedsAvailable: amount + fee > available,
    next: threshold !== undefined && amount >= threshold ? 'approval' : 'bank',
  };
};
