import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ENTITY_STATUS, type BeneficiaryRecord } from '@remit/contract/beneficiary';
import { Can } from '../../../shared/abilities/can';
import { ExportButton } from '../../../shared/ui/export-button';
import { LinkButton } from '../../../shared/ui/router-links';
import { PageHeader } from '../../../shared/ui/page-header';
import { EntityListPage } from '../../../shared/ui/entity-list-page';
import { useBeneficiaries, useSetBeneficiaryStatus, type BeneficiaryQuery } from '../api/beneficiaries';
import { BeneficiaryFormDialog } from '../components/beneficiary-form-dialog';
import { MerchantOrderFormScreen } from '../../order/components/merchant-order-form';
import { MerchantOrdersList } from '../../order/components/merchant-order-list';
import { orderListSearch } from '../../order/lib/order-search';
import { useListSearch } from '../../../shared/list/use-list-search';
import { merchantOrderApi } from '../../order/api/merchant-order';
import { paymentKeys } from '../api/payment-keys';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import { beneficiaryListSearch } from '../lib/beneficiary-search';
import { selectFilter } from '../../../shared/ui/filter-fields';

/** Payment orders: partner account ↔ merchant account (spec §3 Payment order). */
const paymentOrderApi = merchantOrderApi('payment-order', paymentKeys.all);

/** /payment: pay a merchant account from the partner account, or back (settles at once). */
export const PaymentPage = () => {
  const { t } = useTranslation();
  return (
    <MerchantOrderFormScreen
      ns="payment"
      api={paymentOrderApi}
      orders={{ to: '/payment/orders', label: t('payment.order.ordersLink') }}
    />
  );
};

/** /payment/orders: filters, paging, export, details. */
export const PaymentOrdersPage = () => {
  const { t } = useTranslation();
  const { filter } = useListSearch(orderListSearch);
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
      <MerchantOrdersList ns="payment" api={paymentOrderApi} />
    </>
  );
};

/** Where money goes when it is not the partner's own account. */
const bankLine = (b: BeneficiaryRecord) =>
  b.accountType === 2
    ? b.bankNumber
    : [b.bankName, b.iban || b.bankNumber, b.swift].filter(Boolean).join(' · ');

/** Search and status, applied by Search; the fields start from the URL's filter. */
const BeneficiaryFilters = ({ value, onSearch }: FilterProps<BeneficiaryQuery>) => {
  const { t } = useTranslation();
  return (
    <FilterForm
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'search', label: t('payment.beneficiaries.search'), width: 260 },
        selectFilter(
          {
            name: 'status',
            label: t('payment.columns.status'),
            width: 180,
            all: t('payment.all'),
            number: true,
          },
          [ENTITY_STATUS.ENABLED, ENTITY_STATUS.DISABLED],
          (s) => t(`payment.entityStatus.${s}`),
        ),
      ]}
    />
  );
};

/** /payment/beneficiaries: search, status and currency filters, paging, add, edit, enable and disable. */
export const BeneficiariesPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(beneficiaryListSearch);
  return (
    <EntityListPage
      screen="screens.beneficiaries"
      subject="beneficiary"
      ns="payment"
      addLabel={t('payment.beneficiaries.add')}
      Filters={BeneficiaryFilters}
      columns={[
        { key: 'name', header: t('payment.fields.name'), cell: (b) => b.name, nowrap: true },
        {
          key: 'payeeType',
          header: t('payment.fields.payeeType'),
          cell: (b) => t(`payment.payeeType.${b.payeeType}`),
          priority: 3,
        },
        { key: 'country', header: t('payment.fields.country'), cell: (b) => b.country, priority: 2 },
        { key: 'currency', header: t('payment.fields.currency'), cell: (b) => b.currency, lead: true },
        {
          key: 'bank',
          header: t('payment.columns.bank'),
          cell: (b) => (
            <Box sx={{ fontSize: 12, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{bankLine(b)}</Box>
          ),
        },
      ]}
      setStatus={useSetBeneficiaryStatus()}
      rowTestId="beneficiary-row"
      query={useBeneficiaries(list.request)}
      list={list}
      Dialog={BeneficiaryFormDialog}
    />
  );
};
