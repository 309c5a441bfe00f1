import { useTranslation } from 'react-i18next';
import { Money, Rate } from '../../../shared/ui/money';
import { moneyColumn } from '../../../shared/ui/columns';
import { ApprovalOrderFormPage, ApprovalOrdersPage } from '../../order/components/approval-order-pages';
import { useExchangeOrders } from '../api/exchange';
import { ExchangeForm } from '../components/exchange-form';
import { ExchangeOrderDialog } from './order-detail-dialog';

/** /exchange: quote, countdown, confirm. */
export const ExchangePage = () => {
  const { t } = useTranslation();
  return (
    <ApprovalOrderFormPage
      ns="exchange"
      ordersLabel={t('exchange.ordersLink')}
      notAllowed={t('exchange.notAllowed')}
      Detail={ExchangeOrderDialog}
      form={(onMade) => <ExchangeForm onDone={onMade} />}
    />
  );
};

/** /exchange/orders: filters, paging, export and each order's detail. */
export const ExchangeOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <ApprovalOrdersPage
      ns="exchange"
      newLabel={t('exchange.new')}
      useOrders={useExchangeOrders}
      columns={[
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
      ]}
      Detail={ExchangeOrderDialog}
    />
  );
};
