import { and, eq } from 'drizzle-orm';
import { toDecimal } from '@remit/contract/money';
import {
  ORDER_STATUS,
  type ExchangeExecuteRequest,
  type ExchangeQuote,
  type ExchangeQuoteRequest,
} from '@remit/contract/orders';
import { TRANSACTION_TYPES } from '@remit/contract/transactions';
import type { FxRates } from '../../adapters/fx/fx';
import type { Db } from '../../db/client';
import { fxQuotes } from '../../db/schema/index';
import { ensureAccount, partnerAccount, platformAccount } from '../../ledger/ledger.accounts';
import { postEntryTx } from '../../ledger/ledger.post';
import { writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { feeRule } from './orders.fees';
import { createOnce, orderRequestHash } from './orders.idempotency';
import { effectiveRate, exchangeFigures, parseAmount } from './orders.money';
import * as repo from './orders.repository';
import { toOrderRecord } from './orders.records';

type QuoteRow = typeof fxQuotes.$inferSelect;

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
 * Exchange (issue 5): a quote locks a rate for `lockSeconds`; executing it posts the spread as a 500 Fee
 * transaction and both currency legs through the FX position accounts in one entry. An expired quote is
 * refused with a message asking for a new one.
 */
export const createExchangeService = (deps: {
  db: Db;
  fx: FxRates;
  lockSeconds: number;
  now?: () => Date;
}) => {
  const { db, fx, lockSeconds } = deps;
  const now = deps.now ?? (() => new Date());

  const quote = async (actor: Actor, input: ExchangeQuoteRequest) => {
    const { sellCurrency: sell, buyCurrency: buy } = input;
    if (sell === buy) throw new AppError('SAME_CURRENCY');
    for (const c of [sell, buy])
      if (!fx.currencies().includes(c)) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency: c });
    const amount = parseAmount(input.amount, input.fixedSide === 'sell' ? sell : buy);
    const mid = await fx.mid(sell, buy);
    if (!mid) throw new AppError('CURRENCY_NOT_SUPPORTED', { currency: `${sell}/${buy}` });
    const rule = await feeRule(db, actor.partnerId, 'exchange', sell);
    const f = exchangeFigures(input.fixedSide, amount, sell, buy, mid, rule);
    if (f.net <= 0n || f.buyAmount <= 0n) throw new AppError('AMOUNT_NOT_POSITIVE');
    const [row] = await db
      .insert(fxQuotes)
      .values({
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
      })
      .returning();
    return toQuote(row!, lockSeconds);
  };

  const execute = async (actor: Actor, input: ExchangeExecuteRequest, key: string, ctx: ChangeContext) => {
    const hash = orderRequestHash('exchange', input);
    const { order } = await createOnce(db, actor.partnerId, key, hash, async (tx) => {
      const [q] = await tx
        .select()
        .from(fxQuotes)
        .where(and(eq(fxQuotes.id, input.quoteId), eq(fxQuotes.partnerId, actor.partnerId)))
        .for('update');
      if (!q) throw new AppError('QUOTE_NOT_FOUND');
      if (q.orderId) throw new AppError('QUOTE_USED');
      if (q.expiresAt.getTime() <= now().getTime()) throw new AppError('QUOTE_EXPIRED');
      const net = q.sellAmount - q.fee;
      const id = newId();
      const order = await repo.insertOrder(tx, {
        id,
        partnerId: actor.partnerId,
        orderNo: await repo.nextOrderNo(tx, 'exchange'),
        type: 'exchange',
        status: ORDER_STATUS.INITIAL,
        currency: q.sellCurrency,
        amount: net,
        fee: q.fee,
        buyCurrency: q.buyCurrency,
        buyAmount: q.buyAmount,
        rate: q.rate,
        fixedSide: q.fixedSide,
        quoteId: q.id,
        idempotencyKey: key,
        requestHash: hash,
        createdBy: actor.userId,
      });
      await repo.addHistory(tx, order, ORDER_STATUS.INITIAL, 'created from quote', actor.userId);
      const p = actor.partnerId;
      const sellAcc = await ensureAccount(tx, partnerAccount(p, q.sellCurrency));
      const buyAcc = await ensureAccount(tx, partnerAccount(p, q.buyCurrency));
      const fxSell = await ensureAccount(tx, platformAccount(p, 'platform_fx', q.sellCurrency));
      const fxBuy = await ensureAccount(tx, platformAccount(p, 'platform_fx', q.buyCurrency));
      const meta = { orderId: id, orderNo: order.orderNo, quoteId: q.id, midRate: q.midRate };
      // Insufficient available balance in the sell currency throws here; nothing is written.
      await postEntryTx(tx, {
        partnerId: p,
        type: TRANSACTION_TYPES.EXCHANGE_OUT,
        idempotencyKey: `order:${id}:exchange`,
        description: `Exchange ${order.orderNo} ${q.sellCurrency}→${q.buyCurrency}`,
        metadata: meta,
        postings: [
          { accountId: sellAcc.id, amount: -net },
          { accountId: fxSell.id, amount: net },
          { accountId: fxBuy.id, amount: -q.buyAmount },
          { accountId: buyAcc.id, amount: q.buyAmount },
        ],
      });
      if (q.fee > 0n) {
        const fees = await ensureAccount(tx, platformAccount(p, 'platform_fees', q.sellCurrency));
        await postEntryTx(tx, {
          partnerId: p,
          type: TRANSACTION_TYPES.FEE,
          idempotencyKey: `order:${id}:fee`,
          description: `Exchange fee ${order.orderNo}`,
          metadata: meta,
          postings: [
            { accountId: sellAcc.id, amount: -q.fee },
            { accountId: fees.id, amount: q.fee },
          ],
        });
      }
      await tx.update(fxQuotes).set({ orderId: id }).where(eq(fxQuotes.id, q.id));
      await repo.addHistory(tx, order, ORDER_STATUS.ACCEPTED, 'accepted at the quoted rate', actor.userId);
      const done = await repo.setStatus(tx, order, ORDER_STATUS.COMPLETED, 'settled', actor.userId);
      await writeAudit(tx, {
        partnerId: p,
        userId: actor.userId,
        action: 'create',
        subject: 'exchange',
        subjectId: id,
        after: toOrderRecord(done),
        ip: ctx.ip,
      });
      return done;
    });
    return toOrderRecord(order);
  };

  return { quote, execute };
};
export type ExchangeService = ReturnType<typeof createExchangeService>;
