import { randomBytes } from 'node:crypto';
import type {
  AccountBalance,
  AccountTransactionPageRequest,
  DashboardData,
  DepositRecordPageRequest,
  SimulateDepositRequest,
  TransactionPageData,
  TransactionPageRequest,
} from '@remit/contract/account';
import { toDecimal } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { BankAdapter, BankNotification } from '../../adapters/bank/bank';
import type { Db, Tx } from '../../db/client';
import { inTransaction, requestHash } from '../../ledger/ledger.tx';
import { writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { depositInstructionFor, digitsFrom } from '../../adapters/bank/bank.sandbox.accounts';
import { customerPartners, findCustomerPartner } from '../partner/partner.repository';
import * as repo from './account.repository';
import { creditFromBank } from './account.credit';
import { recentMerchants } from '../merchant/merchant.repository';
import { positiveMinor } from '../order/order.money';
import { merchantName } from '@remit/contract/merchant';
import { addBusinessDays } from './account.calendar';
import { decodeCursor, encodeCursor, filterKey } from './account.cursor';
import { depositOrderNo } from './account.numbers';
import { toDepositRecord, toTransactionRecord } from './account.records';
import { depositScope, transactionScope } from './account.scope';
import { requireBalanceCurrency } from './account.currencies';

export type MoneySettings = {
  /** The account-balance currencies (spec §3: USD, EUR, MXN, BRL), in display order. */
  balanceCurrencies: string[];
  sandbox: boolean;
};

// ---- the service ----

export const createAccountsService = (deps: { db: Db; settings: MoneySettings; bank: () => BankAdapter }) => {
  const { db, settings } = deps;

  const balances = async (partnerId: string): Promise<AccountBalance[]> => {
    const rows = await repo.partnerBalances(db, partnerId);
    const byCurrency = new Map(rows.map((r) => [r.currency, r]));
    return settings.balanceCurrencies.map((currency) => {
      const r = byCurrency.get(currency);
      const balance = r?.balance ?? 0n;
      const onHold = r?.onHold ?? 0n;
      return {
        currency,
        accountId: r?.accountId ?? null,
        available: toDecimal(balance - onHold, currency),
        ledger: toDecimal(balance, currency),
        onHold: toDecimal(onHold, currency),
      };
    });
  };

  /** The scope of a list call; an account id of another partner (or a platform account) is a 404. */
  const scopeOf = (
    partnerId: string,
    input: Omit<TransactionPageRequest, 'page' | 'size'>,
    accountKind: string | undefined,
  ) => transactionScope(db, partnerId, input, accountKind);

  const transactionPage = async (
    actor: Actor,
    input: TransactionPageRequest,
    accountKind: string | undefined,
  ): Promise<TransactionPageData> => {
    const { page, size } = input;
    const scope = await scopeOf(actor.partnerId, input, accountKind);
    const key = filterKey(scope, size);
    const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
    const keyset =
      cursor && cursor.k === key && cursor.p === page
        ? { ts: cursor.t, id: cursor.i, direction: cursor.d === 'n' ? ('next' as const) : ('prev' as const) }
        : undefined;
    const [rows, total] = await Promise.all([
      repo.listTransactions(db, scope, size, (page - 1) * size, keyset),
      repo.countTransactions(db, scope),
    ]);
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      records: rows.map(toTransactionRecord),
      total,
      page,
      size,
      nextCursor:
        last && page * size < total
          ? encodeCursor({ k: key, p: page + 1, t: last.ts, i: last.id, d: 'n' })
          : null,
      prevCursor:
        first && page > 1 ? encodeCursor({ k: key, p: page - 1, t: first.ts, i: first.id, d: 'p' }) : null,
    };
  };

  const monthStart = (d: Date, back: number) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));

  /** Credits a deposit on the bank's word: once per bank reference, through the bank-settlement account. */
  const onBankNotification = async (n: BankNotification) =>
    inTransaction(db, async (tx) => {
      const deposit = await repo.findDepositByReference(tx, n.bankReference, true);
      // A notification for a payment we never expected (or for another partner) is not ours to credit.
      if (!deposit || deposit.partnerId !== n.partnerId)
        return { credited: false, reason: 'unknown' as const };
      if (deposit.status !== 'pending') return { credited: false, reason: 'done' as const };
      if (n.outcome === 'rejected') {
        await repo.failDeposit(tx, deposit.id, (n.reason ?? 'Rejected by the bank').slice(0, 255));
        await writeAudit(tx, {
          partnerId: deposit.partnerId,
          userId: null,
          action: 'fail',
          subject: 'account',
          subjectId: deposit.id,
          before: { status: 'pending' },
          after: { status: 'failed', reason: n.reason ?? null },
        });
        return { credited: false, reason: 'rejected' as const };
      }
      const currency = deposit.creditCurrency;
      if (n.currency !== currency || !/^\d{1,18}$/.test(n.amountMinor) || BigInt(n.amountMinor) <= 0n)
        throw new Error(`bank notification ${n.bankReference} does not match its deposit`);
      const amount = BigInt(n.amountMinor);
      const { entry, transactionId } = await creditFromBank(
        tx,
        currency,
        amount,
        {
          partnerId: deposit.partnerId,
          type: TRANSACTION_TYPES.DEPOSIT,
          idempotencyKey: `deposit:${n.bankReference}`,
          description: `Deposit ${deposit.orderNo}`,
          metadata: {
            depositId: deposit.id,
            orderNo: deposit.orderNo,
            txn: {
              counterpartyName: n.payerName ?? null,
              counterpartyAccount: n.payerAccount ?? null,
              country: n.country ?? null,
            },
          },
        },
        {
          subject: 'account',
          subjectId: deposit.id,
          before: { status: 'pending' },
          after: { status: 'credited' },
        },
      );
      await repo.creditDeposit(tx, deposit.id, {
        creditedAmount: amount,
        entryId: entry.entryId,
        transactionId,
      });
      return { credited: true, reason: 'credited' as const };
    });

  return {
    balances: (actor: Actor) => balances(actor.partnerId),

    /** Where to send a deposit: in a balance currency only (money sent in another could not be credited). */
    instructions: async (actor: Actor, currency?: string) => {
      if (currency) requireBalanceCurrency(settings.balanceCurrencies, currency, 'currency');
      return (currency ? [currency] : settings.balanceCurrencies).map((c) =>
        depositInstructionFor(actor.partnerId, c),
      );
    },

    accountTransactions: (actor: Actor, input: AccountTransactionPageRequest) =>
      transactionPage(actor, input, 'partner'),

    allTransactions: (actor: Actor, input: TransactionPageRequest) =>
      transactionPage(actor, input, input.accountKind),

    scopeOf,

    async depositPage(actor: Actor, input: DepositRecordPageRequest) {
      const scope = depositScope(actor.partnerId, input);
      const [rows, total] = await Promise.all([
        repo.pageDeposits(db, scope, input.size, (input.page - 1) * input.size),
        repo.countDeposits(db, scope),
      ]);
      return { records: rows.map(toDepositRecord), total, page: input.page, size: input.size };
    },

    /** Sandbox only (the route admits the operator alone): the partners a deposit can be simulated for, by name. */
    async depositPartners() {
      if (!settings.sandbox) throw new AppError('SANDBOX_ONLY');
      return customerPartners(db);
    },

    /** Sandbox only (the route admits the operator alone): the sandbox bank "receives" a payment and notifies later. */
    async simulateDeposit(actor: Actor, input: SimulateDepositRequest, ctx: ChangeContext) {
      if (!settings.sandbox) throw new AppError('SANDBOX_ONLY');
      const bank = deps.bank();
      if (!bank.simulateIncoming) throw new AppError('SANDBOX_ONLY');
      const currency = input.currency;
      requireBalanceCurrency(settings.balanceCurrencies, currency, 'currency');
      const amount = positiveMinor(input.amount, currency, 'DEPOSIT_AMOUNT_INVALID');
      const partner = foundOr(await findCustomerPartner(db, input.partnerId), 'PARTNER_NOT_FOUND');

      const key = input.idempotencyKey ?? `simulate:${newId()}`;
      const hash = requestHash({ currency, amount, remark: input.remark, outcome: input.outcome });
      const existing = await repo.findDepositByKey(db, partner.id, key);
      if (existing) {
        if (existing.requestHash !== hash) throw new AppError('DEPOSIT_REPLAY_MISMATCH');
        return toDepositRecord(existing);
      }
      const instruction = depositInstructionFor(partner.id, currency);
      const now = new Date();
      const id = newId();
      const bankReference = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const payer = {
        payerName: 'Sandbox Payer Ltd.',
        payerAccount: digitsFrom(bankReference, 10),
        country: 'US',
      };
      await inTransaction(db, async (tx: Tx) => {
        await repo.insertDeposit(tx, {
          id,
          partnerId: partner.id,
          orderNo: depositOrderNo(now),
          creditCurrency: currency,
          paidAmount: amount,
          paymentCurrency: currency,
          bankName: instruction.bankName,
          bankAccountNumber: instruction.accountNumber,
          estimatedArrivalDate: addBusinessDays(now, instruction.estimatedDays),
          remark: input.remark,
          status: 'pending',
          bankReference,
          idempotencyKey: key,
          requestHash: hash,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          partnerId: partner.id,
          userId: actor.userId,
          action: 'simulate',
          subject: 'account',
          subjectId: id,
          after: { currency, amount: toDecimal(amount, currency), outcome: input.outcome, bankReference },
          ip: ctx.ip,
        });
      });
      const stored = await repo.findDepositByKey(db, partner.id, key);
      if (!stored) throw new Error('deposit record not written');
      if (stored.requestHash !== hash) throw new AppError('DEPOSIT_REPLAY_MISMATCH');
      if (stored.id === id)
        await bank.simulateIncoming({
          partnerId: partner.id,
          bankReference: stored.bankReference,
          currency,
          amountMinor: amount.toString(),
          outcome: input.outcome,
          ...payer,
        });
      return toDepositRecord(stored);
    },

    onBankNotification,

    async dashboard(actor: Actor): Promise<DashboardData> {
      const now = new Date();
      const months = [2, 1, 0].map((b) => monthStart(now, b).toISOString().slice(0, 7));
      const [bal, totals, recent, merchants] = await Promise.all([
        balances(actor.partnerId),
        repo.monthlyTotals(db, actor.partnerId, `${months[0]}-01`),
        repo.listTransactions(db, { partnerId: actor.partnerId }, 10, 0),
        recentMerchants(db, actor.partnerId, monthStart(now, 2)),
      ]);
      const currencies = [...new Set([...settings.balanceCurrencies, ...totals.map((t) => t.currency)])];
      const monthly = months.flatMap((month) =>
        currencies.map((currency) => {
          const t = totals.find((x) => x.month === month && x.currency === currency);
          return {
            month,
            currency,
            incoming: toDecimal(t?.credit ?? 0n, currency),
            outgoing: toDecimal(t?.debit ?? 0n, currency),
          };
        }),
      );
      return {
        balances: bal,
        monthly,
        recentTransactions: recent.map(toTransactionRecord),
        merchants: merchants.rows.map((m) => ({
          id: m.id,
          merchantNo: m.merchantNo,
          name: merchantName(m),
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
        merchantCounts: merchants.counts.map((c) => ({ status: c.status, count: c.count })),
      };
    },
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
