import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@remit/contract/rate-format';
import { counterpartyLabel } from '../lib/counterparty-label';
import type { TransactionRecord } from '@remit/contract/account';
import { formatMoney, signOf } from '../../../shared/ui/money-format';
import { BalanceChange } from './balance-change';
import { MoneyText } from '../../../shared/ui/money';
import { TransactionDetails } from './transaction-details';
import { TransactionStatusChip } from './transaction-status-chip';

const Sub = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" component="div" noWrap>
    {children}
  </Typography>
);

/** Narrow cell padding so every column fits a 1440 px screen; the first cell lines up with the filters. */
const TABLE_SX = {
  '& th': { whiteSpace: 'nowrap' },
  '& td, & th': { px: 1 },
  '& td:first-of-type, & th:first-of-type': { pl: 2.5 },
  '& td:last-of-type, & th:last-of-type': { pr: 2 },
} as const;

/**
 * Spec §3 Account transaction rows: the main fields as columns, every field in the row's details.
 * `compact` (dashboard) leaves out fee, transaction amount and counterparty.
 */
export const TransactionTable = ({
  records,
  showAccount = false,
  compact = false,
  label,
}: {
  records: TransactionRecord[];
  showAccount?: boolean;
  compact?: boolean;
  label: string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TransactionRecord | null>(null);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              <TableCell>{t('transactions.columns.time')}</TableCell>
              <TableCell>{t('transactions.columns.transactionId')}</TableCell>
              <TableCell>{t('transactions.columns.type')}</TableCell>
              <TableCell>{t('transactions.columns.status')}</TableCell>
              {showAccount && <TableCell>{t('transactions.columns.account')}</TableCell>}
              <TableCell align="right">{t('transactions.columns.billingAmount')}</TableCell>
              <TableCell align="right">{t('transactions.columns.balanceChange')}</TableCell>
              {!compact && <TableCell>{t('transactions.columns.counterparty')}</TableCell>}
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((r) => (
              <TableRow
                key={`${r.accountId}:${r.id}`}
                hover
                data-testid="transaction-row"
                data-type={r.type}
                data-status={r.status}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dayjs(r.createdAt).format('YYYY-MM-DD')}
                  <Sub>{dayjs(r.createdAt).format('HH:mm:ss')}</Sub>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
                  {r.id}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t(`transactions.types.${r.type}`, { defaultValue: String(r.type) })}
                </TableCell>
                <TableCell>
                  <TransactionStatusChip status={r.status} type={r.type} orderNo={r.orderNo} />
                </TableCell>
                {showAccount && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(`transactions.accountKinds.${r.accountKind}`, { defaultValue: r.accountKind })}
                  </TableCell>
                )}
                <TableCell align="right">
                  <MoneyText value={r.amount} currency={r.billingCurrency} showCurrency />
                  {!compact && r.transactionCurrency !== r.billingCurrency && (
                    <Sub>
                      {t('transactions.convertedFrom', {
                        amount: formatMoney(r.transactionAmount, r.transactionCurrency),
                        currency: r.transactionCurrency,
                        rate: r.conversionRate
                          ? formatRate(r.conversionRate, r.transactionCurrency, r.billingCurrency)
                          : '—',
                      })}
                    </Sub>
                  )}
                  {!compact && signOf(r.fee) !== 0 && (
                    <Sub>{t('transactions.feeOf', { amount: formatMoney(r.fee, r.billingCurrency) })}</Sub>
                  )}
                </TableCell>
                <TableCell align="right">
                  <BalanceChange record={r} />
                </TableCell>
                {!compact && (
                  <TableCell sx={{ maxWidth: 190 }}>
                    <Typography variant="body2" noWrap>
                      {counterpartyLabel(t, r.counterpartyName) ?? t('transactions.none')}
                    </Typography>
                    {r.counterpartyAccountNumber && <Sub>{r.counterpartyAccountNumber}</Sub>}
                  </TableCell>
                )}
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpen(r)}>
                    {t('transactions.details')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TransactionDetails record={open} onClose={() => setOpen(null)} />
    </>
  );
};
