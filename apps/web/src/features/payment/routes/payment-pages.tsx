import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/gateway';
import type { BeneficiaryRecord } from '@remit/contract/beneficiary';
import { Can } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { LinkButton } from '../../../shared/ui/router-links';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBeneficiaries, useSetBeneficiaryStatus, type BeneficiaryQuery } from '../api/beneficiaries';
import { BeneficiaryFormDialog } from '../components/beneficiary-form-dialog';
import { MerchantOrderForm } from '../../order/components/merchant-order-form';
import { MerchantOrdersList } from '../../order/components/merchant-order-list';
import type { OrderFilterValues } from '../../order/components/order-filters';
import { paymentOrderApi } from '../api/payment-orders';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { FilterForm } from '../../../shared/ui/filter-bar';

/** /payment: pay a merchant account from the partner account, or back (settles at once). */
export const PaymentPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('screens.payment.title')}
        description={t('payment.order.description')}
        actions={
          <LinkButton to="/payment/orders" variant="outlined">
            {t('payment.order.ordersLink')}
          </LinkButton>
        }
      />
      <Can I="add" a="payment" passThrough>
        {(allowed) =>
          allowed ? (
            <MerchantOrderForm ns="payment" api={paymentOrderApi} />
          ) : (
            <Card>
              <EmptyState text={t('payment.order.notAllowed')} />
            </Card>
          )
        }
      </Can>
    </>
  );
};

/** /payment/orders: filters, paging, export, details. */
export const PaymentOrdersPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilterValues>({});
  return (
    <>
      <PageHeader
        title={t('screens.paymentOrders.title')}
        description={t('screens.paymentOrders.description')}
        actions={
          <>
            <ExportButton kind="paymentOrders" filter={filter} />
            <Can I="add" a="payment">
              <LinkButton to="/payment" variant="contained" startIcon={<Add />}>
                {t('payment.order.new')}
              </LinkButton>
            </Can>
          </>
        }
      />
      <MerchantOrdersList ns="payment" api={paymentOrderApi} onFilter={setFilter} />
    </>
  );
};

type Size = (typeof PAGE_SIZES)[number];

/** Where money goes when it is not the partner's own account. */
const bankLine = (b: BeneficiaryRecord) =>
  b.accountType === 2
    ? b.bankNumber
    : [b.bankName, b.iban || b.bankNumber, b.swift].filter(Boolean).join(' · ');

/** /payment/beneficiaries: search, status and currency filters, paging, add, edit, enable and disable. */
export const BeneficiariesPage = () => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ search: '', status: '' });
  const [filter, setFilter] = useState<BeneficiaryQuery>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const [editing, setEditing] = useState<BeneficiaryRecord | 'new' | null>(null);
  const query = useBeneficiaries({ ...filter, page, size });
  const setStatus = useSetBeneficiaryStatus();
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.beneficiaries.title')}
        description={t('screens.beneficiaries.description')}
        actions={
          <Can I="add" a="beneficiary">
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t('payment.beneficiaries.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <FilterForm
          onSubmit={() => {
            setFilter({
              search: draft.search.trim() || undefined,
              status: draft.status ? (Number(draft.status) as 1 | 2) : undefined,
            });
            setPage(1);
          }}
          onReset={() => {
            setDraft({ search: '', status: '' });
            setFilter({});
          }}
        >
          <TextField
            name="search"
            label={t('payment.beneficiaries.search')}
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <TextField
            select
            name="status"
            label={t('payment.columns.status')}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            sx={{ width: { xs: '100%', sm: 180 } }}
          >
            <MenuItem value="">{t('payment.all')}</MenuItem>
            <MenuItem value="1">{t('payment.entityStatus.1')}</MenuItem>
            <MenuItem value="2">{t('payment.entityStatus.2')}</MenuItem>
          </TextField>
        </FilterForm>
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('payment.loading') : t('empty.noRecords')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('screens.beneficiaries.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payment.fields.name')}</TableCell>
                  <TableCell>{t('payment.fields.payeeType')}</TableCell>
                  <TableCell>{t('payment.fields.country')}</TableCell>
                  <TableCell>{t('payment.fields.currency')}</TableCell>
                  <TableCell>{t('payment.columns.bank')}</TableCell>
                  <TableCell>{t('payment.columns.status')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((b) => (
                  <TableRow key={b.id} hover data-testid="beneficiary-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.name}</TableCell>
                    <TableCell>{t(`payment.payeeType.${b.payeeType}`)}</TableCell>
                    <TableCell>{b.country}</TableCell>
                    <TableCell>{b.currency}</TableCell>
                    <TableCell sx={{ fontSize: 12, fontFamily: 'monospace' }}>{bankLine(b)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={b.status === 1 ? 'success' : 'default'}
                        label={t(`payment.entityStatus.${b.status}`)}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Can I="edit" a="beneficiary">
                        <Button size="small" onClick={() => setEditing(b)}>
                          {t('payment.edit')}
                        </Button>
                        <Button
                          size="small"
                          color={b.status === 1 ? 'warning' : 'success'}
                          onClick={() => setStatus.mutate({ id: b.id, status: b.status === 1 ? 2 : 1 })}
                        >
                          {t(b.status === 1 ? 'payment.disable' : 'payment.enable')}
                        </Button>
                      </Can>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
      <BeneficiaryFormDialog
        open={editing !== null}
        beneficiary={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
};
