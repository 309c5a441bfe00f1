import Add from '@mui/icons-material/Add';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/abilities/can';
import { useListSearch } from '../../../shared/list/use-list-search';
import { ExportButton } from '../../../shared/ui/export-button';
import { Money, Rate } from '../../../shared/ui/money';
import { ListPage } from '../../../shared/ui/list-page';
import { LinkButton } from '../../../shared/ui/router-links';
import { OrderStatusCell } from '../../order/components/approval-panel';
import { OrderFilters } from '../../order/components/order-filters';
import { orderListSearch } from '../../order/lib/order-search';
import { useExchangeOrders } from '../api/exchange';
import { ExchangeForm } from '../components/exchange-form';
import { ExchangeOrderDialog } from './order-detail-dialog';
import { OrderFormScreen } from '../../order/components/order-form-screen';
import { orderColumns } from '../../order/components/order-columns';
import { moneyColumn } from '../../../shared/ui/columns';

/** /exchange: quote, countdown, confirm. */
export const ExchangePage = () => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <OrderFormScreen
        title={t('screens.exchange.title')}
        description={t('screens.exchange.description')}
        subject="exchange"
        orders={{ to: '/exchange/orders', label: t('exchange.ordersLink') }}
        notAllowed={t('exchange.notAllowed')}
      >
        <ExchangeForm onDone={setDone} />
      </OrderFormScreen>
      <ExchangeOrderDialog id={done} onClose={() => setDone(null)} />
    </>
  );
};

/** /exchange/orders: filters, paging, export and each order's detail. */
export const ExchangeOrdersPage = () => {
  const { t } = useTranslation();
  const list = useListSearch(orderListSearch);
  const [open, setOpen] = useState<string | null>(null);
  const query = useExchangeOrders(list.request);
  const newButton = (
    <Can I="add" a="exchange">
      <LinkButton to="/exchange" variant="contained" startIcon={<Add />}>
        {t('exchange.new')}
      </LinkButton>
    </Can>
  );
  const columns = orderColumns(
    {
      orderNo: t('exchange.columns.orderNo'),
      created: t('exchange.columns.created'),
      status: t('exchange.columns.status'),
      details: t('exchange.details'),
    },
    (o) => <OrderStatusCell ns="exchange" order={o} />,
    setOpen,
    [
      moneyColumn('sell', t('exchange.youSell'), (o) => <Money value={o.total} currency={o.currency} />, {
        lead: true,
      }),
      moneyColumn('fee', t('exchange.fee'), (o) => <Money value={o.fee} currency={o.currency} />, {
        priority: 3,
      }),
      {
        key: 'rate',
        header: t('exchange.rate'),
        align: 'right',
        priority: 3,
        cell: (o) =>
          o.rate && o.buyCurrency ? <Rate value={o.rate} base={o.currency} quote={o.buyCurrency} /> : '—',
      },
      moneyColumn('get', t('exchange.youGet'), (o) =>
        o.buyAmount && o.buyCurrency ? <Money value={o.buyAmount} currency={o.buyCurrency} /> : '—',
      ),
    ],
  );
  return (
    <ListPage
      screen="screens.exchangeOrders"
      actions={
        <>
          <ExportButton kind="exchangeOrders" filter={list.filter} />
          {newButton}
        </>
      }
      filters={<OrderFilters ns="exchange" value={list.filter} onSearch={list.setFilter} />}
      columns={columns}
      rowTestId="exchange-order-row"
      query={query}
      list={list}
      empty={{ action: newButton }}
    >
      <ExchangeOrderDialog id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
};
