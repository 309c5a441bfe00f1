import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import TableContainer from '@mui/material/TableContainer';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositRecord, DepositStatus } from '@remit/contract/account';
import { PAGE_SIZES } from '@remit/contract/paging';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { MoneyText } from '../../../shared/ui/money';
import { SimpleTable, type SimpleColumn } from '../../../shared/ui/simple-table';
import { accountKeys } from '../api/account-keys';
import { useDepositRecordPage } from '../api/deposit-record-page';
import { DepositFilters, type DepositFilterValues } from './deposit-filters';
import { ListPagination } from '../../../shared/ui/list-pagination';

type Size = (typeof PAGE_SIZES)[number];
const colour: Record<DepositStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  credited: 'success',
  failed: 'error',
};

/** An amount: right-aligned, its header on one line. */
const amountColumn = (key: string, cell: (r: DepositRecord) => ReactNode): SimpleColumn<DepositRecord> => ({
  key,
  align: 'right',
  headerSx: { whiteSpace: 'nowrap' },
  cell,
});

const StatusChip = ({ record }: { record: DepositRecord }) => {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={colour[record.status]}
      label={t(`account.deposits.statuses.${record.status}`)}
    />
  );
  return record.failureReason ? <Tooltip title={record.failureReason}>{chip}</Tooltip> : chip;
};

/** When a pending deposit settles, the balances (and, through `onSettled`, the page's other lists) have moved. */
const useSettledDeposits = (records: DepositRecord[], onSettled?: () => void) => {
  const client = useQueryClient();
  const pending = useRef<Set<string>>(new Set());
  useEffect(() => {
    const now = new Set(records.filter((r) => r.status === 'pending').map((r) => r.id));
    const settled = [...pending.current].some((id) =>
      records.some((r) => r.id === id && r.status !== 'pending'),
    );
    pending.current = now;
    if (settled) {
      void client.invalidateQueries({ queryKey: accountKeys.balances() });
      onSettled?.();
    }
  }, [records, client, onSettled]);
};

/** Spec §3 Deposit records: filters, paging (10/25/50/100), export. */
export const DepositRecords = ({ onSettled }: { onSettled?: () => void }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DepositFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const query = useDepositRecordPage({ ...filter, page, size });
  const records = query.data?.records ?? [];
  useSettledDeposits(records, onSettled);
  return (
    <Card data-testid="deposit-records">
      <CardHeader
        title={t('account.deposits.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Box sx={{ pt: 0.5, pr: 1 }}>
            <ExportButton kind="depositRecords" filter={filter} />
          </Box>
        }
      />
      <Divider />
      <DepositFilters
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Divider />
      {records.length === 0 ? (
        <EmptyState text={query.isPending ? t('account.loading') : t('account.deposits.empty')} />
      ) : (
        <TableContainer>
          <SimpleTable
            texts="account.deposits.columns"
            label={t('account.deposits.title')}
            sx={{
              '& td, & th': { px: 1 },
              '& td:first-of-type, & th:first-of-type': { pl: 2.5 },
              '& td:last-of-type, & th:last-of-type': { pr: 2.5 },
            }}
            rows={records}
            rowTestId="deposit-row"
            rowProps={(r) => ({ hover: true, 'data-status': r.status })}
            columns={[
              {
                key: 'orderNo',
                sx: { fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' },
                cell: (r) => r.orderNo,
              },
              amountColumn('creditedAmount', (r) => (
                <MoneyText value={r.creditedAmount} currency={r.creditCurrency} showCurrency />
              )),
              amountColumn('paidAmount', (r) => (
                <MoneyText value={r.paidAmount} currency={r.paymentCurrency} showCurrency />
              )),
              {
                key: 'bank',
                sx: { maxWidth: 190 },
                cell: (r) => (
                  <>
                    <Typography variant="body2" noWrap>
                      {r.bankName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {r.bankAccountNumber}
                    </Typography>
                  </>
                ),
              },
              { key: 'estimatedArrival', sx: { whiteSpace: 'nowrap' }, cell: (r) => r.estimatedArrivalDate },
              {
                key: 'remark',
                sx: { maxWidth: 150 },
                cell: (r) => (
                  <Typography variant="body2" noWrap title={r.remark}>
                    {r.remark || t('account.none')}
                  </Typography>
                ),
              },
              { key: 'status', cell: (r) => <StatusChip record={r} /> },
            ]}
          />
        </TableContainer>
      )}
      <ListPagination
        total={query.data?.total ?? 0}
        page={page}
        size={size}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </Card>
  );
};
