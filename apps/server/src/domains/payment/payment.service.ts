import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS } from '@remit/contract/order';
import { computeFee } from '@remit/contract/fee';
import type { MerchantAccountsData, PaymentCreateRequest } from '@remit/contract/payment';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { Db } from '../../db/client';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntryTx } from '../../ledger/ledger.post';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { feeRule } from '../fee/fee.repository';
import { createOnce, orderRequestHash } from '../order/order.idempotency';
import { parseAmount } from '../order/order.money';
import { DEFAULT_BALANCES, requireBalanceCurrency } from '../account/account.currencies';
import { toOrderRecord } from '../order/order.records';
import * as repo from '../order/order.repository';
import { merchantStatusOf } from '../merchant/merchant.repository';
import { merchantLedgerAccounts } from './payment.repository';

/**
 * Payment orders (111 Payment) and transfers (121 Transfer Out from the partner account, 120 Transfer In
 * into it) between the partner account (product 10) and a merchant account (product 12). Both settle at
 * once: 1 Initial → 3 Accepted → 4 Completed in one transaction with their ledger entry; a fee, when the
 * partner's schedule has one, is its own 500 Fee transaction from the paying account.
 */
/** `balanceCurrencies`: BALANCE_CURRENCIES (the spec's four when left out); a payment in another is refused. */
export const createPaymentsService = ({
  db,
  balanceCurrencies = DEFAULT_BALANCES,
}: {
  db: Db;
  balanceCurrencies?: readonly string[];
}) => {
  const create = async (
    kind: 'payment' | 'transfer',
    actor: Actor,
    input: PaymentCreateRequest,
    key: string,
    ctx: ChangeContext,
  ) => {
    const hash = orderRequestHash(kind, input);
    const { order } = await createOnce(db, actor.partnerId, key, hash, async (tx) => {
      const p = actor.partnerId;
      requireBalanceCurrency(balanceCurrencies, input.currency, 'currency');
      const amount = parseAmount(input.amount, input.currency);
      // Money reaches an approved merchant only; a closed one can still give money back to the partner.
      const status = await merchantStatusOf(tx, p, input.merchantId);
      if (status !== 'approved' && status !== 'closed') throw new AppError('MERCHANT_ACCOUNT_NOT_FOUND');
      if (status === 'closed' && input.direction === 'toMerchant') throw new AppError('MERCHANT_CLOSED');
      const fee = computeFee(amount, await feeRule(tx, p, kind, input.currency));
      const id = newId();
      const made = { id, type: kind, idempotencyKey: key, requestHash: hash };
      const order = await repo.insertInitialOrder(tx, actor, made, {
        currency: input.currency,
        amount,
        fee,
        merchantId: input.merchantId,
        direction: input.direction,
        remark: input.remark,
      });
      await repo.addHistory(tx, order, ORDER_STATUS.INITIAL, 'created', actor.userId);
      const partner = await ensureAccount(tx, partnerAccount(p, input.currency));
      const merchant = await ensureAccount(tx, {
        partnerId: p,
        kind: 'merchant',
        ownerId: input.merchantId,
        currency: input.currency,
      });
      const [from, to] = input.direction === 'toMerchant' ? [partner, merchant] : [merchant, partner];
      const type =
        kind === 'payment'
          ? TRANSACTION_TYPES.PAYMENT
          : input.direction === 'toMerchant'
            ? TRANSACTION_TYPES.TRANSFER_OUT
            : TRANSACTION_TYPES.TRANSFER_IN;
      const meta = { orderId: id, orderNo: order.orderNo, merchantId: input.merchantId };
      // Insufficient available balance in the paying account throws here; nothing is written.
      await postEntryTx(tx, {
        partnerId: p,
        type,
        idempotencyKey: `order:${id}:${kind}`,
        description: `${kind === 'payment' ? 'Payment' : 'Transfer'} ${order.orderNo}`,
        metadata: meta,
        postings: [
          { accountId: from.id, amount: -amount },
          { accountId: to.id, amount },
        ],
      });
      if (fee > 0n) {
        const fees = await ensureAccount(tx, platformAccount(p, 'platform_fees', input.currency));
        await postEntryTx(tx, {
          partnerId: p,
          type: TRANSACTION_TYPES.FEE,
          idempotencyKey: `order:${id}:fee`,
          description: `Fee ${order.orderNo}`,
          metadata: meta,
          postings: [
            { accountId: from.id, amount: -fee },
            { accountId: fees.id, amount: fee },
          ],
        });
      }
      await repo.addHistory(tx, order, ORDER_STATUS.ACCEPTED, 'accepted', actor.userId);
      const done = await repo.setStatus(tx, order, ORDER_STATUS.COMPLETED, 'settled', actor.userId);
      await writeAudit(tx, {
        ...auditFrom(kind)(actor, ctx, id),
        action: 'create',
        after: toOrderRecord(done),
      });
      return done;
    });
    return toOrderRecord(order);
  };

  /** The partner's merchant accounts, for the payment and transfer forms. */
  const merchantAccounts = async (actor: Actor): Promise<MerchantAccountsData> => {
    const rows = await merchantLedgerAccounts(db, actor.partnerId);
    return rows.map((r) => ({
      merchantId: r.ownerId,
      merchantName: r.merchantName,
      merchantNo: r.merchantNo,
      currency: r.currency,
      available: toDecimal(r.balance - r.onHold, r.currency),
    }));
  };

  return {
    payment: (actor: Actor, input: PaymentCreateRequest, key: string, ctx: ChangeContext) =>
      create('payment', actor, input, key, ctx),
    transfer: (actor: Actor, input: PaymentCreateRequest, key: string, ctx: ChangeContext) =>
      create('transfer', actor, input, key, ctx),
    merchantAccounts,
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
