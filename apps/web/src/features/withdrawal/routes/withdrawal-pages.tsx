import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import type { WithdrawalAccountRecord } from '@remit/contract/beneficiary';
import { Can } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { LinkButton } from '../../../shared/ui/router-links';
import { Money } from '../../../shared/ui/money';
import { useSetWithdrawalAccountStatus, useWithdrawalAccounts } from '../api/withdrawal-accounts';
import { useWithdrawalOrders } from '../api/withdrawal-orders';
import { ApprovalRulesCard } from '../../order/components/approval-rules-card';
import { OrderStatusCell } from '../../order/components/approval-panel';
import { withdrawalKeys } from '../api/withdrawal-keys';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { OrderFilters, type OrderFilterValues } from '../../order/components/order-filters';
import { WithdrawalAccountDialog } from '../components/withdrawal-account-dialog';
import { WithdrawalForm } from '../components/withdrawal-form';
import { SandboxBankPanel } from '../components/sandbox-bank-panel';
import { ListPagination } from '../../../shared/ui/list-pagination';

type Size = (typeof PAGE_SIZES)[number];

const usePaging = () => {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  return { page, size, setPage, setSize };
};

const Pagination = ({ total, paging }: { total: number; paging: ReturnType<typeof usePaging> }) => (
  <ListPagination
    total={total}
    page={paging.page}
    size={paging.size}
    onPage={paging.setPage}
    onSize={(next) => {
      paging.setSize(next);
      paging.setPage(1);
    }}
  />
);

/** /withdrawal: the form, with the available balance, fee and total; the new order opens when made. */
export const WithdrawalPage = () => {
  const { t } = useTranslation();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('screens.withdrawal.title')}
        description={t('screens.withdrawal.description')}
        actions={
          <LinkButton to="/withdrawal/orders" variant="outlined">
            {t('withdrawal.orders.link')}
          </LinkButton>
        }
      />
      <Can I="add" a="withdrawal" passThrough>
        {(allowed) =>
          allowed ? (
            <WithdrawalForm onCreated={setCreated} />
          ) : (
            <Card>
              <EmptyState text={t('withdrawal.form.notAllowed')} />
            </Card>
          )
        }
      </Can>
      <OrderDetailDialog id={created} onClose={() => setCreated(null)} />
    </>
  );
};

/** /withdrawal/accounts: where withdrawals go; enable or disable (entity status 1/2). */
export const WithdrawalAccountsPage = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [editing, setEditing] = useState<WithdrawalAccountRecord | 'new' | null>(null);
  const query = useWithdrawalAccounts({ page: paging.page, size: paging.size });
  const setStatus = useSetWithdrawalAccountStatus();
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.withdrawalAccounts.title')}
        description={t('screens.withdrawalAccounts.description')}
        actions={
          <Can I="add" a="withdrawal">
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t('withdrawal.accounts.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('withdrawal.loading') : t('empty.noRecords')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('screens.withdrawalAccounts.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('withdrawal.columns.beneficiary')}</TableCell>
                  <TableCell>{t('withdrawal.columns.accountNumber')}</TableCell>
                  <TableCell>{t('withdrawal.accounts.alias')}</TableCell>
                  <TableCell>{t('withdrawal.columns.currency')}</TableCell>
                  <TableCell>{t('withdrawal.columns.status')}</TableCell>
                  <TableCell>{t('withdrawal.columns.created')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((a) => (
                  <TableRow key={a.id} hover data-testid="withdrawal-account-row">
                    <TableCell>{a.beneficiaryName}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{a.accountNumber}</TableCell>
                    <TableCell>{a.alias || '—'}</TableCell>
                    <TableCell>{a.currency}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={a.status === 1 ? 'success' : 'default'}
                        label={t(`withdrawal.entityStatus.${a.status}`)}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dayjs(a.createdAt).format('YYYY-MM-DD HH:mm')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Can I="edit" a="withdrawal">
                        <Button size="small" onClick={() => setEditing(a)}>
                          {t('withdrawal.edit')}
                        </Button>
                        <Button
                          size="small"
                          color={a.status === 1 ? 'warning' : 'success'}
                          onClick={() => setStatus.mutate({ id: a.id, status: a.status === 1 ? 2 : 1 })}
                        >
                          {t(a.status === 1 ? 'withdrawal.disable' : 'withdrawal.enable')}
                        </Button>
                      </Can>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pagination total={query.data?.total ?? 0} paging={paging} />
      </Card>
      <WithdrawalAccountDialog
        open={editing !== null}
        account={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

/** /withdrawal/orders: filters, paging, export, and each order's detail with its status history. */
export const WithdrawalOrdersPage = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [filter, setFilter] = useState<OrderFilterValues>({});
  const [open, setOpen] = useState<string | null>(null);
  const query = useWithdrawalOrders({ ...filter, page: paging.page, size: paging.size });
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.withdrawalOrders.title')}
        description={t('screens.withdrawalOrders.description')}
        actions={
          <>
            <ExportButton kind="withdrawalOrders" filter={filter} />
            <Can I="add" a="withdrawal">
              <LinkButton to="/withdrawal" variant="contained" startIcon={<Add />}>
                {t('withdrawal.orders.new')}
              </LinkButton>
            </Can>
          </>
        }
      />
      <SandboxBankPanel />
      <Card>
        <OrderFilters
          ns="withdrawal"
          onSearch={(next) => {
            setFilter(next);
            paging.setPage(1);
          }}
        />
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('withdrawal.loading') : t('empty.noRecords')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('screens.withdrawalOrders.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('withdrawal.columns.orderNo')}</TableCell>
                  <TableCell>{t('withdrawal.columns.created')}</TableCell>
                  <TableCell>{t('withdrawal.columns.beneficiary')}</TableCell>
                  <TableCell align="right">{t('withdrawal.columns.amount')}</TableCell>
                  <TableCell align="right">{t('withdrawal.columns.fee')}</TableCell>
                  <TableCell align="right">{t('withdrawal.columns.total')}</TableCell>
                  <TableCell>{t('withdrawal.columns.status')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((o) => (
                  <TableRow key={o.id} hover data-testid="withdrawal-order-row">
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{o.orderNo}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dayjs(o.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                    </TableCell>
                    <TableCell>
                      {o.beneficiaryName}
                      <br />
                      <span style={{ opacity: 0.7, fontSize: 12 }}>{o.accountNumber}</span>
                    </TableCell>
                    <TableCell align="right">
                      <Money value={o.amount} currency={o.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={o.fee} currency={o.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={o.total} currency={o.currency} />
                    </TableCell>
                    <TableCell>
                      <OrderStatusCell ns="withdrawal" order={o} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setOpen(o.id)}>
                        {t('withdrawal.details')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pagination total={query.data?.total ?? 0} paging={paging} />
      </Card>
      <Can I="edit" a="role">
        <ApprovalRulesCard ns="withdrawal" root={withdrawalKeys.all} />
      </Can>
      <OrderDetailDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
};
