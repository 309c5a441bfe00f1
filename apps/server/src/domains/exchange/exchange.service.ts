import { toDecimal } from '@remit/contract/money';
import { ORDER_STATUS } from '@remit/contract/order';
import type { ExchangeExecuteRequest, ExchangeQuote, ExchangeQuoteRequest } from '@remit/contract/exchange';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { FxRates } from '../../adapters/fx/fx';
import type { Db, Tx } from '../../db/client';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { captureHoldTx, createHoldTx, voidHoldTx } from '../../ledger/ledger.holds';
import { postEntryTx } from '../../ledger/ledger.post';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { decideOrder, isAwaitingApproval, type Decider } from '../order/order.approval';
import { approvalThreshold } from '../approval/approval.repository';
import { feeRule } from '../fee/fee.repository';
import { createOnce, orderRequestHash } from '../order/order.idempotency';
import { effectiveRate, exchangeFigures, parseAmount } from '../order/order.money';
import * as repo from '../order/order.repository';
import * as quotes from './exchange.repository';
import type { OrderRow } from '../order/order.repository';
import { toOrderRecord } from '../order/order.records';
import { holdOrderFee } from '../order/order.holds';
import { requireBalanceCurrency } from '../account/account.currencies';

type QuoteRow = quotes.QuoteRow;

const toQuote = (q: QuoteRow, lockSeconds: number): ExchangeQuote => ({
  id: q.id,
  sellCurrency: q.sellCurrency,
  buyCurrency: q.buyCurrency,
  fixedSide: q.fixedSide as 'sell' | 'buy',
  sellAmount: toDecimal(q.sellAmount, q.sellCurrency),
  buyAmount: toDecimal(q.buyAmount, q.buyCurrency),
  fee: toDecimal(q.fee, q.sellCurrency),
  midRate: q.midRate,
  rate: q.rate,
  expiresAt: q.expiresAt.toISOString(),
  lockSeconds,
});

/**
 * Exchange: a quote locks a rate for `lockSeconds`; executing it posts the spread as a 500 Fee
 * transaction and both currency legs through the FX position accounts in one entry. An expired quote is
 * refused with a message asking for a new one. Above the partner's threshold a second user approves first.
 */
export const createExchangeService = (deps: {
  db: Db;
  fx: FxRates;
  /** The account-balance currencies: an exchange buys and sells only these (the rates may serve more). */
  balanceCurrencies: readonly string[];
  lockSeconds: number;
  now?: () => Date;
}) => {
  const { db, fx, lockSeconds } = deps;
  const now = deps.now ?? (() => new Date());

  const quote = async (actor: Actor, input: ExchangeQuoteRequest) => {
    const { sellCurrency: sell, buyCurrency: buy } = input;
    if (sell === buy) throw new AppError('SAME_CURRENCY');
    // A currency the rates serve but no balance shows (GBP) would land where the partner cannot see it.
    requireBalanceCurrency(deps.balanceCurrencies, sell, 'sellCurrency');
    requireBalanceCurrency(deps.balanceCurrencies, buy, 'buyCurrency');
    for (const c of [sell, buy])
      if (!fx.currencies().includes(c)) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency: c });
    const amount = parseAmount(input.amount, input.fixedSide === 'sell' ? sell : buy);
    const mid = await fx.mid(sell, buy);
    if (!mid) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency: `${sell}/${buy}` });
    const rule = await feeRule(db, actor.partnerId, 'exchange', sell);
    const f = exchangeFigures(input.fixedSide, amount, sell, buy, mid, rule);
    if (f.net <= 0n || f.buyAmount <= 0n) throw new AppError('AMOUNT_NOT_POSITIVE');
    const row = await quotes.insertQuote(db, {
      id: newId(),
      partnerId: actor.partnerId,
      userId: actor.userId,
      sellCurrency: sell,
      buyCurrency: buy,
      fixedSide: input.fixedSide,
      sellAmount: f.sellAmount,
      buyAmount: f.buyAmount,
      fee: f.fee,
      midRate: mid,
      rate: effectiveRate(f.sellAmount, f.buyAmount, sell, buy),
      expiresAt: new Date(now().getTime() + lockSeconds * 1000),
    });
    return toQuote(row, lockSeconds);
  };

  /** Both currency legs through the FX position accounts in one entry, and the spread as its own fee entry. */
  const postLegs = async (
    tx: Tx,
    order: OrderRow,
    f: { net: bigint; fee: bigint; buyAmount: bigint },
    meta: Record<string, unknown>,
    feeHoldId: string | null,
  ) => {
    const p = order.partnerId;
    const sell = order.currency;
    const buy = order.buyCurrency!;
    const sellAcc = await ensureAccount(tx, partnerAccount(p, sell));
    const buyAcc = await ensureAccount(tx, partnerAccount(p, buy));
    const fxSell = await ensureAccount(tx, platformAccount(p, 'platform_fx', sell));
    const fxBuy = await ensureAccount(tx, platformAccount(p, 'platform_fx', buy));
    const fees = await ensureAccount(tx, platformAccount(p, 'platform_fees', sell));
    const feeEntry = {
      type: TRANSACTION_TYPES.FEE,
      idempotencyKey: `order:${order.id}:fee`,
      description: `Exchange fee ${order.orderNo}`,
      metadata: meta,
    };
    // A held fee is captured first (a lower fee releases the rest, a higher one draws on available), so
    // the legs below see every release before they draw.
    const feeFromHold = !!feeHoldId && f.fee > 0n;
    if (feeHoldId && feeFromHold)
      await captureHoldTx(tx, {
        partnerId: p,
        holdId: feeHoldId,
        amount: f.fee,
        counterAccountId: fees.id,
        ...feeEntry,
      });
    else if (feeHoldId) await voidHoldTx(tx, p, feeHoldId);
    // Insufficient available balance in the sell currency throws here; nothing is written.
    await postEntryTx(tx, {
      partnerId: p,
      type: TRANSACTION_TYPES.EXCHANGE_OUT,
      idempotencyKey: `order:${order.id}:exchange`,
      description: `Exchange ${order.orderNo} ${sell}→${buy}`,
      metadata: meta,
      postings: [
        { accountId: sellAcc.id, amount: -f.net },
        { accountId: fxSell.id, amount: f.net },
        { accountId: fxBuy.id, amount: -f.buyAmount },
        { accountId: buyAcc.id, amount: f.buyAmount },
      ],
    });
    if (!feeFromHold && f.fee > 0n)
      await postEntryTx(tx, {
        partnerId: p,
        ...feeEntry,
        postings: [
          { accountId: sellAcc.id, amount: -f.fee },
          { accountId: fees.id, amount: f.fee },
        ],
      });
  };

  /**
   * Executes a quote. At or above the partner's exchange threshold (on the sold amount, fee included) the
   * order waits in status 1 with the sold amount and the fee held, so the money cannot be spent twice; it
   * converts only when another user approves it (`decide`).
   */
  const execute = async (actor: Actor, input: ExchangeExecuteRequest, key: string, ctx: ChangeContext) => {
    const hash = orderRequestHash('exchange', input);
    const { order } = await createOnce(db, actor.partnerId, key, hash, async (tx) => {
      const q = foundOr(await quotes.lockQuote(tx, actor.partnerId, input.quoteId), 'QUOTE_NOT_FOUND');
      if (q.orderId) throw new AppError('QUOTE_USED');
      if (q.expiresAt.getTime() <= now().getTime()) throw new AppError('QUOTE_EXPIRED');
      const net = q.sellAmount - q.fee;
      const id = newId();
      const made = { id, type: 'exchange' as const, idempotencyKey: key, requestHash: hash };
      const order = await repo.insertInitialOrder(tx, actor, made, {
        currency: q.sellCurrency,
        amount: net,
        fee: q.fee,
        buyCurrency: q.buyCurrency,
        buyAmount: q.buyAmount,
        rate: q.rate,
        quotedRate: q.rate,
        fixedSide: q.fixedSide,
        quoteId: q.id,
      });
      await quotes.markQuoteUsed(tx, q.id, id);
      const p = actor.partnerId;
      const meta = { orderId: id, orderNo: order.orderNo, quoteId: q.id, midRate: q.midRate };
      const threshold = await approvalThreshold(tx, p, 'exchange', q.sellCurrency);
      let done: OrderRow;
      if (threshold !== undefined && q.sellAmount >= threshold) {
        await repo.addHistory(
          tx,
          order,
          ORDER_STATUS.INITIAL,
          'awaiting approval: sold amount and fee held',
          actor.userId,
        );
        const sellAcc = await ensureAccount(tx, partnerAccount(p, q.sellCurrency));
        // Insufficient available balance throws here and the whole transaction (order row included) rolls back.
        const hold = await createHoldTx(tx, {
          partnerId: p,
          accountId: sellAcc.id,
          amount: net,
          idempotencyKey: `order:${id}:hold`,
          // Listed as a Pending exchange-out row until the decision (migration 0008).
          metadata: {
            ...meta,
            type: TRANSACTION_TYPES.EXCHANGE_OUT,
            description: `Exchange ${order.orderNo} ${q.sellCurrency}→${q.buyCurrency}`,
          },
        });
        const feeHold = await holdOrderFee(tx, {
          partnerId: p,
          accountId: sellAcc.id,
          orderId: id,
          fee: q.fee,
          description: `Exchange fee ${order.orderNo}`,
          meta,
        });
        done = await repo.updateOrder(tx, order, {
          approvalRequired: true,
          holdId: hold.hold.id,
          feeHoldId: feeHold?.hold.id ?? null,
        });
      } else {
        await repo.addHistory(tx, order, ORDER_STATUS.INITIAL, 'created from quote', actor.userId);
        await postLegs(tx, order, { net, fee: q.fee, buyAmount: q.buyAmount }, meta, null);
        await repo.addHistory(tx, order, ORDER_STATUS.ACCEPTED, 'accepted at the quoted rate', actor.userId);
        done = await repo.setStatus(tx, order, ORDER_STATUS.COMPLETED, 'settled', actor.userId);
      }
      await writeAudit(tx, {
        ...auditFrom('exchange')(actor, ctx, id),
        action: 'create',
        after: toOrderRecord(done),
      });
      return done;
    });
    return toOrderRecord(order);
  };

  /**
   * The checker's decision on an exchange awaiting approval. Approve takes a fresh rate from the rates
   * adapter and executes at it, keeping the side the maker fixed (a fixed sell keeps the sold amount and
   * recomputes what is bought; a fixed buy keeps the bought amount and recomputes what it costs, which may
   * draw on available balance beyond the hold, or is refused with the figures). The holds are released or
   * captured in the same transaction as the FX legs. Reject releases them (status 2).
   */
  const decide: Decider['decide'] = async (actor, id, decision, key, ctx) => {
    // The rate is asked for before the order is locked: a market-data call never runs under a row lock.
    const peek = await repo.findOrder(db, actor.partnerId, id, 'exchange');
    const mid =
      decision === 'approve' && peek && isAwaitingApproval(peek)
        ? await fx.mid(peek.currency, peek.buyCurrency!)
        : undefined;
    const { order } = await decideOrder(
      db,
      actor,
      'exchange',
      id,
      decision,
      key,
      ctx,
      async (tx, before, decided) => {
        const p = actor.partnerId;
        const sell = before.currency;
        const buy = before.buyCurrency!;
        if (!mid) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency: `${sell}/${buy}` });
        const side = before.fixedSide === 'buy' ? 'buy' : 'sell';
        const requested = side === 'sell' ? before.amount + before.fee : before.buyAmount!;
        const f = exchangeFigures(side, requested, sell, buy, mid, await feeRule(tx, p, 'exchange', sell));
        if (f.net <= 0n || f.buyAmount <= 0n) throw new AppError('AMOUNT_NOT_POSITIVE');
        const held = before.amount + before.fee;
        const sellAcc = await ensureAccount(tx, partnerAccount(p, sell));
        const free = sellAcc.balance - sellAcc.onHold;
        if (f.sellAmount > held + free)
          throw new AppError('APPROVAL_FUNDS_SHORT', {
            needed: toDecimal(f.sellAmount, sell),
            available: toDecimal(held + free, sell),
            currency: sell,
          });
        const rate = effectiveRate(f.sellAmount, f.buyAmount, sell, buy);
        const meta = { orderId: id, orderNo: before.orderNo, midRate: mid, approvedBy: actor.userId };
        // The exchanged part's hold is released and the legs posted in this transaction; the fee hold is
        // captured as the fee transaction (a lower fee releases the rest, a higher one draws on available).
        await voidHoldTx(tx, p, before.holdId!);
        await postLegs(tx, before, f, meta, before.feeHoldId);
        const figures = { amount: f.net, fee: f.fee, buyAmount: f.buyAmount, rate };
        await repo.setStatus(
          tx,
          before,
          ORDER_STATUS.ACCEPTED,
          `approved: executed at the current rate ${rate} (quoted ${before.quotedRate ?? before.rate})`,
          actor.userId,
          { ...decided, ...figures, approvedBy: actor.userId },
        );
        return repo.setStatus(tx, before, ORDER_STATUS.COMPLETED, 'settled', actor.userId);
      },
    );
    return toOrderRecord(order);
  };

  return { quote, execute, decide };
};
export type ExchangeService = ReturnType<typeof createExchangeService>;
