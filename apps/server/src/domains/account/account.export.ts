import {
  accountTransactionFilter,
  depositRecordFilter,
  transactionFilter,
  type AccountTransactionFilter,
  type DepositRecordFilter,
  type TransactionFilter,
} from '@remit/contract/account';
import type { WireLanguage } from '@remit/contract/envelope';
import { toDecimal } from '@remit/contract/money';
import { transactionStatusText, transactionTypeText } from '@remit/contract/transaction';
import type {
  ExportColumn,
  ExportContext,
  ExportKind,
  ExportRegistry,
} from '../../platform/exports/export-kinds';
import * as repo from './account.repository';
import { depositScope, transactionScope } from './account.scope';

const DEPOSIT_STATUS_NAMES: Record<string, Record<WireLanguage, string>> = {
  pending: { en: 'Pending', zh_CN: '处理中' },
  credited: { en: 'Credited', zh_CN: '已入账' },
  failed: { en: 'Failed', zh_CN: '失败' },
};

const abs = (v: bigint) => (v < 0n ? -v : v);

/** The account as the Transactions screen names it, not its internal kind. */
const ACCOUNT_KIND_NAMES: Record<string, Record<WireLanguage, string>> = {
  partner: { en: 'Partner account', zh_CN: '合作方账户' },
  merchant: { en: 'Merchant account', zh_CN: '商户账户' },
  card: { en: 'Card account', zh_CN: '卡账户' },
};
/** Transfers between a partner's own accounts name the counterparty "Own account"; in Chinese too. */
const OWN_ACCOUNT = 'Own account';
const counterpartyNameIn = (name: string | null, l: WireLanguage) =>
  name === OWN_ACCOUNT && l === 'zh_CN' ? '本方账户' : (name ?? '');

const transactionColumns: ExportColumn<repo.TxnRow>[] = [
  { header: { en: 'Transaction ID', zh_CN: '交易编号' }, value: (r) => r.id },
  { header: { en: 'Time (UTC)', zh_CN: '时间（UTC）' }, value: (r) => r.createdAt.toISOString() },
  {
    header: { en: 'Type', zh_CN: '类型' },
    value: (r, l) => transactionTypeText(r.type)[l],
  },
  {
    header: { en: 'Status', zh_CN: '状态' },
    value: (r, l) => transactionStatusText(r.status)[l],
  },
  {
    header: { en: 'Account', zh_CN: '账户' },
    value: (r, l) => ACCOUNT_KIND_NAMES[r.accountKind]?.[l] ?? r.accountKind,
  },
  { header: { en: 'Billing currency', zh_CN: '账单币种' }, value: (r) => r.currency },
  { header: { en: 'Amount', zh_CN: '金额' }, value: (r) => toDecimal(abs(r.amount), r.currency) },
  { header: { en: 'Fee', zh_CN: '手续费' }, value: (r) => toDecimal(r.fee, r.currency) },
  {
    header: { en: 'Balance change', zh_CN: '余额变动' },
    value: (r) => toDecimal(repo.balanceChangeOf(r), r.currency),
  },
  {
    header: { en: 'Balance after', zh_CN: '变动后余额' },
    value: (r) => toDecimal(r.balanceAfter, r.currency),
  },
  { header: { en: 'Transaction currency', zh_CN: '交易币种' }, value: (r) => r.txnCurrency ?? r.currency },
  {
    header: { en: 'Transaction amount', zh_CN: '交易金额' },
    value: (r) =>
      r.txnCurrency && r.txnAmount !== null
        ? toDecimal(abs(r.txnAmount), r.txnCurrency)
        : toDecimal(abs(r.amount), r.currency),
  },
  { header: { en: 'Conversion rate', zh_CN: '汇率' }, value: (r) => r.rate ?? '' },
  { header: { en: 'Related transaction ID', zh_CN: '关联交易编号' }, value: (r) => r.relatedId ?? '' },
  { header: { en: 'Order number', zh_CN: '订单号' }, value: (r) => r.orderNo ?? '' },
  { header: { en: 'Country', zh_CN: '国家' }, value: (r) => r.country ?? '' },
  {
    header: { en: 'Counterparty account number', zh_CN: '对方账号' },
    value: (r) => r.counterpartyAccount ?? '',
  },
  {
    header: { en: 'Counterparty name', zh_CN: '对方名称' },
    value: (r, l) => counterpartyNameIn(r.counterpartyName, l),
  },
  { header: { en: 'Description', zh_CN: '描述' }, value: (r) => r.description },
];

/** The filter as a repository scope; an account id that is not the partner's own is a 404. */
const scope = (
  ctx: ExportContext,
  f: AccountTransactionFilter & { accountKind?: string },
  accountKind: string | undefined,
) => transactionScope(ctx.db, ctx.partnerId, f, accountKind);

async function* batchesOf(ctx: ExportContext, s: Promise<repo.TxnScope>) {
  yield* repo.transactionBatches(ctx.db, await s);
}

/** A kind of the partner's transactions: of the accounts `accountKind` picks for the filter (undefined: any). */
const transactionsKind = <F extends AccountTransactionFilter & { accountKind?: string }>(
  head: Pick<ExportKind<F, repo.TxnRow>, 'name' | 'permission' | 'filter' | 'title'>,
  accountKind: (f: F) => string | undefined,
): ExportKind<F, repo.TxnRow> => ({
  ...head,
  columns: transactionColumns,
  check: async (ctx, f) => void (await scope(ctx, f, accountKind(f))),
  count: async (ctx, f) => repo.countTransactions(ctx.db, await scope(ctx, f, accountKind(f))),
  batches: (ctx, f) => batchesOf(ctx, scope(ctx, f, accountKind(f))),
});

/** Account → Account Transactions → Export (the partner's own accounts). */
export const accountTransactionsKind = transactionsKind<AccountTransactionFilter>(
  {
    name: 'accountTransactions',
    permission: { action: 'index', subject: 'account' },
    filter: accountTransactionFilter,
    title: { en: 'account-transactions', zh_CN: '账户交易' },
  },
  () => 'partner',
);

/** Transactions → Export (every account of the partner). */
export const allTransactionsKind = transactionsKind<TransactionFilter>(
  {
    name: 'allTransactions',
    permission: { action: 'index', subject: 'transactions' },
    filter: transactionFilter,
    title: { en: 'transactions', zh_CN: '交易记录' },
  },
  (f) => f.accountKind,
);

/** Account → Deposit Records → Export. */
export const depositRecordsKind: ExportKind<DepositRecordFilter, repo.DepositRow> = {
  name: 'depositRecords',
  permission: { action: 'index', subject: 'account' },
  filter: depositRecordFilter,
  title: { en: 'deposit-records', zh_CN: '入金记录' },
  columns: [
    { header: { en: 'Order number', zh_CN: '订单号' }, value: (r) => r.orderNo },
    { header: { en: 'Created (UTC)', zh_CN: '创建时间（UTC）' }, value: (r) => r.createdAt.toISOString() },
    { header: { en: 'Credit currency', zh_CN: '入账币种' }, value: (r) => r.creditCurrency },
    {
      header: { en: 'Credited amount', zh_CN: '入账金额' },
      value: (r) => toDecimal(r.creditedAmount, r.creditCurrency),
    },
    {
      header: { en: 'Paid amount', zh_CN: '支付金额' },
      value: (r) => toDecimal(r.paidAmount, r.paymentCurrency),
    },
    { header: { en: 'Payment currency', zh_CN: '支付币种' }, value: (r) => r.paymentCurrency },
    { header: { en: 'Bank name', zh_CN: '银行名称' }, value: (r) => r.bankName },
    { header: { en: 'Bank account number', zh_CN: '银行账号' }, value: (r) => r.bankAccountNumber },
    { header: { en: 'Estimated arrival date', zh_CN: '预计到账日期' }, value: (r) => r.estimatedArrivalDate },
    { header: { en: 'Remark', zh_CN: '备注' }, value: (r) => r.remark },
    {
      header: { en: 'Status', zh_CN: '状态' },
      value: (r, l) => DEPOSIT_STATUS_NAMES[r.status]?.[l] ?? r.status,
    },
    { header: { en: 'Bank reference', zh_CN: '银行参考号' }, value: (r) => r.bankReference },
  ],
  count: (ctx, f) => repo.countDeposits(ctx.db, depositScope(ctx.partnerId, f)),
  batches: (ctx, f) => repo.depositBatches(ctx.db, depositScope(ctx.partnerId, f)),
};

/** The money lists' Export, on the instance's registry. */
export const registerAccountExportKinds = (kinds: ExportRegistry) => {
  kinds.register(accountTransactionsKind);
  kinds.register(allTransactionsKind);
  kinds.register(depositRecordsKind);
};
