import { toDecimal } from '@remit/contract/money';
import type { WithdrawalReview, WithdrawalReviewRequest } from '@remit/contract/withdrawal-review';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/session.plugin';
import { partnerBalances } from '../account/account.repository';
import { approvalThreshold } from '../approval/approval.repository';
import { withdrawalTerms } from './withdrawal.terms';

/**
 * The review before Confirm: the same checks and figures as making the withdrawal (account and payee
 * enabled, amount valid, the partner's fee, its approval threshold, its available balance) with nothing
 * written, so the page shows the server's numbers and the order is made only on Confirm.
 */
export const reviewWithdrawal = async (
  db: Db,
  actor: Actor,
  input: WithdrawalReviewRequest,
  balanceCurrencies?: readonly string[],
): Promise<WithdrawalReview> => {
  const { account, beneficiary, currency, amount, fee } = await withdrawalTerms(
    db,
    actor,
    input,
    balanceCurrencies,
  );
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
