import { ORDER_STATUS } from '@remit/contract/order';
import type { WithdrawalCreateRequest } from '@remit/contract/withdrawal';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { RailOutcome, BankRail } from '../../adapters/rail/rail';
import type { Db } from '../../db/client';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { captureHoldTx, createHoldTx, voidHoldTx } from '../../ledger/ledger.holds';
import { postEntryTx } from '../../ledger/ledger.post';
import { inTransaction } from '../../ledger/ledger.tx';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { STATUS_NAME, decideOrder, type Decider } from '../order/order.approval';
import { approvalThreshold } from '../approval/approval.repository';
import { createOnce, orderRequestHash } from '../order/order.idempotency';
import * as repo from '../order/order.repository';
import { toOrderRecord } from '../order/order.records';
import { holdOrderFee } from '../order/order.holds';
import { withdrawalTerms } from './withdrawal.terms';

/** The beneficiary's account and name, as the transaction lists show a withdrawal's counterparty. */
const counterparty = (order: { accountNumber: string | null; beneficiaryName: string | null }) => ({
  counterpartyAccount: order.accountNumber,
  counterpartyName: order.beneficiaryName,
});

/**
 * Withdrawal orders. Acceptance holds the amount and its fee (two holds, so each is posted as its
 * own transaction: 110 Withdrawal to the bank settlement account, 500 Fee to the fee account); the bank rail
 * later completes (holds posted), fails (holds voided, status 2) or returns a completed one (status 5: the
 * amount comes back as its own transaction; the fee is kept, the rail did the work).
 */
/** `balanceCurrencies`: BALANCE_CURRENCIES (the spec's four when left out); a withdrawal in another is refused. */
export const createWithdrawalsService = (deps: {
  db: Db;
  rail: () => BankRail;
  balanceCurrencies?: readonly string[];
}) => {
  const { db } = deps;

  const create = async (actor: Actor, input: WithdrawalCreateRequest, key: string, ctx: ChangeContext) => {
    const hash = orderRequestHash('withdrawal', input);
    const { order, replayed } = await createOnce(db, actor.partnerId, key, hash, async (tx) => {
      const { account, beneficiary, currency, amount, fee } = await withdrawalTerms(
        tx,
        actor,
        input,
        deps.balanceCurrencies,
      );

      const id = newId();
      const made = { id, type: 'withdrawal' as const, idempotencyKey: key, requestHash: hash };
      const order = await repo.insertInitialOrder(tx, actor, made, {
        currency,
        amount,
        fee,
        withdrawalAccountId: account.id,
        beneficiaryId: beneficiary.id,
        accountNumber: account.accountNumber,
        beneficiaryName: beneficiary.name,
        remark: input.remark,
      });
      await repo.addHistory(tx, order, ORDER_STATUS.INITIAL, 'created', actor.userId);

      const source = await ensureAccount(tx, partnerAccount(actor.partnerId, currency));
      const meta = { orderId: id, orderNo: order.orderNo };
      // Insufficient available balance throws here and the whole transaction (order row included) rolls back.
      // The hold's type, description and counterparty are what the transaction lists show while it is Pending
      // (migration 0008), the same as the rows its capture will post.
      const hold = await createHoldTx(tx, {
        partnerId: actor.partnerId,
        accountId: source.id,
        amount,
        idempotencyKey: `order:${id}:hold`,
        metadata: {
          ...meta,
          type: TRANSACTION_TYPES.WITHDRAWAL,
          description: `Withdrawal ${order.orderNo}`,
          txn: counterparty(order),
        },
      });
      const feeHold = await holdOrderFee(tx, {
        partnerId: actor.partnerId,
        accountId: source.id,
        orderId: id,
        fee,
        description: `Withdrawal fee ${order.orderNo}`,
        meta,
      });
      const holds = { holdId: hold.hold.id, feeHoldId: feeHold?.hold.id ?? null };
      // Maker-checker: at or above the partner's threshold the order waits (status 1, money held) for a
      // second user's approval before the bank sees it.
      const threshold = await approvalThreshold(tx, actor.partnerId, 'withdrawal', currency);
      const accepted =
        threshold !== undefined && amount >= threshold
          ? await repo.updateOrder(tx, order, { ...holds, approvalRequired: true })
          : await repo.setStatus(
              tx,
              order,
              ORDER_STATUS.ACCEPTED,
              'accepted: amount and fee held',
              actor.userId,
              holds,
            );
      await writeAudit(tx, {
        ...auditFrom('withdrawal')(actor, ctx, id),
        action: 'create',
        after: toOrderRecord(accepted),
      });
      return accepted;
    });
    if (!replayed && order.status === ORDER_STATUS.ACCEPTED)
      await deps.rail().submit({ partnerId: actor.partnerId, orderId: order.id });
    return toOrderRecord(order);
  };

  /**
   * The checker's decision: approve sends the order to the bank; reject releases the money (status 2).
   * The same key twice does one thing: the repeat answers the order as it is now.
   */
  const decide: Decider['decide'] = async (actor, id, decision, key, ctx) => {
    const { order, replay } = await decideOrder(
      db,
      actor,
      'withdrawal',
      id,
      decision,
      key,
      ctx,
      (tx, before, decided) =>
        repo.setStatus(tx, before, ORDER_STATUS.ACCEPTED, 'approved: sent to the bank', actor.userId, {
          ...decided,
          approvedBy: actor.userId,
        }),
    );
    if (!replay && order.status === ORDER_STATUS.ACCEPTED)
      await deps.rail().submit({ partnerId: actor.partnerId, orderId: order.id });
    return toOrderRecord(order);
  };

  /**
   * The rail's callback (and the sandbox controls). Idempotent: an order already where the outcome would
   * take it is answered as it is, so a redelivered bank message changes nothing.
   */
  const applyOutcome = async (
    partnerId: string,
    orderId: string,
    outcome: RailOutcome,
    userId: string | null,
  ) =>
    inTransaction(db, async (tx) => {
      const order = foundOr(
        await repo.findOrder(tx, partnerId, orderId, 'withdrawal', true),
        'ORDER_NOT_FOUND',
      );
      const target = {
        complete: ORDER_STATUS.COMPLETED,
        fail: ORDER_STATUS.FAILED,
        return: ORDER_STATUS.REFUND,
      }[outcome];
      if (order.status === target) return order;
      const from = outcome === 'return' ? ORDER_STATUS.COMPLETED : ORDER_STATUS.ACCEPTED;
      if (order.status !== from)
        throw new AppError('ORDER_STATUS_CONFLICT', { status: STATUS_NAME[order.status]!, action: outcome });
      const meta = { orderId: order.id, orderNo: order.orderNo };

      if (outcome === 'complete') {
        const bank = await ensureAccount(tx, platformAccount(partnerId, 'platform_bank', order.currency));
        await captureHoldTx(tx, {
          partnerId,
          holdId: order.holdId!,
          amount: order.amount,
          counterAccountId: bank.id,
          type: TRANSACTION_TYPES.WITHDRAWAL,
          idempotencyKey: `order:${order.id}:capture`,
          description: `Withdrawal ${order.orderNo}`,
          metadata: { ...meta, txn: counterparty(order) },
        });
        if (order.feeHoldId) {
          const fees = await ensureAccount(tx, platformAccount(partnerId, 'platform_fees', order.currency));
          await captureHoldTx(tx, {
            partnerId,
            holdId: order.feeHoldId,
            amount: order.fee,
            counterAccountId: fees.id,
            type: TRANSACTION_TYPES.FEE,
            idempotencyKey: `order:${order.id}:fee`,
            description: `Withdrawal fee ${order.orderNo}`,
            metadata: meta,
          });
        }
        return repo.setStatus(tx, order, target, 'completed by the bank', userId);
      }
      if (outcome === 'fail') {
        await voidHoldTx(tx, partnerId, order.holdId!);
        if (order.feeHoldId) await voidHoldTx(tx, partnerId, order.feeHoldId);
        return repo.setStatus(tx, order, target, 'failed at the bank: amount and fee released', userId, {
          failureReason: 'Rejected by the beneficiary bank',
        });
      }
      const bank = await ensureAccount(tx, platformAccount(partnerId, 'platform_bank', order.currency));
      const partner = await ensureAccount(tx, partnerAccount(partnerId, order.currency));
      await postEntryTx(tx, {
        partnerId,
        type: TRANSACTION_TYPES.WITHDRAWAL,
        idempotencyKey: `order:${order.id}:refund`,
        description: `Withdrawal returned ${order.orderNo}`,
        metadata: { ...meta, refund: true },
        postings: [
          { accountId: bank.id, amount: -order.amount },
          { accountId: partner.id, amount: order.amount },
        ],
      });
      return repo.setStatus(tx, order, target, 'returned by the bank: amount credited back', userId, {
        failureReason: 'Returned by the beneficiary bank',
      });
    });

  return { create, decide, applyOutcome };
};
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
