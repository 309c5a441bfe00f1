import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@remit/contract/rate-format';
import type { TransactionRecord } from '@remit/contract/account';
import { formatMoney, signOf } from '../../../shared/ui/money-format';
import { BalanceChange } from './balance-change';
import { MoneyText } from '../../../shared/ui/money';
import { TransactionDetails } from './transaction-details';
import { TransactionStatusChip } from './transaction-status-chip';
import { formatDate, formatTime } from '../../../shared/date/date-time';
import { DataTable, type Column, type Paging } from '../../../shared/ui/data-table';
import { counterpartyLabel } from '../lib/counterparty-label';
import { CellNote } from '../../../shared/ui/cell-note';
import { useTransactionText } from '../../../shared/i18n/transaction-text';

/**
 * Spec §3 Account transaction rows: the main fields as columns (the id under the type; the counterparty gives
 * way first on narrower screens), every field in the row's details. `compact` (dashboard) leaves out fee, transaction
 * amount and counterparty.
 */
export const TransactionTable = ({
  records,
  loading = false,
  fetching,
  empty,
  paging,
  showAccount = false,
  compact = false,
  label,
}: {
  records: TransactionRecord[] | undefined;
  loading?: boolean;
  fetching?: boolean;
  empty?: string;
  paging?: Paging;
  showAccount?: boolean;
  compact?: boolean;
  label: string;
}) => {
  const { t } = useTranslation();
  const words = useTransactionText();
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  const columns: Column<TransactionRecord>[] = [
    {
      key: 'time',
      header: t('transactions.columns.time'),
      nowrap: true,
      cell: (r) => (
        <>
          {formatDate(r.createdAt)}
          <CellNote>{formatTime(r.createdAt)}</CellNote>
        </>
      ),
    },
    {
      key: 'type',
      header: t('transactions.columns.type'),
      nowrap: true,
      priority: 2,
      // The transaction's id under its type: one column fewer, so Details stays on screen at 1440 px.
      cell: (r) => (
        <>
          <div>{words.type(r.type)}</div>
          <CellNote>{t('transactions.idOf', { id: r.id })}</CellNote>
        </>
      ),
    },
    {
      key: 'status',
      header: t('transactions.columns.status'),
      lead: true,
      cell: (r) => <TransactionStatusChip status={r.status} type={r.type} orderNo={r.orderNo} />,
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            header: t('transactions.columns.account'),
            nowrap: true,
            priority: 2,
            cell: (r) => t(`transactions.accountKinds.${r.accountKind}`, { defaultValue: r.accountKind }),
          } satisfies Column<TransactionRecord>,
        ]
      : []),
    {
      key: 'amount',
      header: t('transactions.columns.billingAmount'),
      align: 'right',
      lead: true,
      cell: (r) => (
        <>
          <MoneyText value={r.amount} currency={r.billingCurrency} showCurrency />
          {/* The original amount and the rate on two short lines: one long note would widen the column until
              the row no longer fits at 1440 px and Details is cut off. */}
          {!compact && r.transactionCurrency !== r.billingCurrency && (
            <>
              <CellNote>
                {t('transactions.convertedFrom', {
                  amount: formatMoney(r.transactionAmount, r.transactionCurrency),
                  currency: r.transactionCurrency,
                })}
              </CellNote>
              <CellNote>
                {t('transactions.convertedAt', {
                  rate: r.conversionRate
                    ? formatRate(r.conversionRate, r.transactionCurrency, r.billingCurrency)
                    : '—',
                })}
              </CellNote>
            </>
          )}
          {!compact && signOf(r.fee) !== 0 && (
            <CellNote>{t('transactions.feeOf', { amount: formatMoney(r.fee, r.billingCurrency) })}</CellNote>
          )}
        </>
      ),
    },
    {
      key: 'balanceChange',
      header: t('transactions.columns.balanceChange'),
      align: 'right',
      priority: 2,
      cell: (r) => <BalanceChange record={r} />,
    },
    ...(compact
      ? []
      : [
          {
            key: 'counterparty',
            header: t('transactions.columns.counterparty'),
            priority: 3,
            cell: (r) => (
              <Box sx={{ maxWidth: 190 }}>
                <Typography variant="body2" noWrap>
                  {counterpartyLabel(t, r.counterpartyName) ?? t('transactions.none')}
                </Typography>
                {r.counterpartyAccountNumber && <CellNote>{r.counterpartyAccountNumber}</CellNote>}
              </Box>
            ),
          } satisfies Column<TransactionRecord>,
        ]),
    {
      key: 'details',
      header: '',
      align: 'right',
      actions: true,
      cell: (r) => (
        <Button size="small" onClick={() => setOpen(r)}>
          {t('transactions.details')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={records}
        rowKey={(r) => `${r.accountId}:${r.id}`}
        rowProps={(r) => ({
          'data-testid': 'transaction-row',
          'data-id': r.id,
          'data-type': r.type,
          'data-status': r.status,
        })}
        loading={loading}
        fetching={fetching}
        empty={{ text: empty ?? t('transactions.empty') }}
        paging={paging}
      />
      <TransactionDetails record={open} onClose={() => setOpen(null)} />
    </>
  );
};
