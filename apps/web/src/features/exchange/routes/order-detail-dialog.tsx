import { useTranslation } from 'react-i18next';
import { exchangeKeys } from '../api/exchange-keys';
import { OrderDetailFrame, OrderRow as Row } from '../../order/components/order-detail-frame';
import { Money, Rate } from '../../../shared/ui/money';
import { formatDateTime } from '../../../shared/date/date-time';

/** An exchange order's figures and status history; a waiting one says who may approve it. */
export const ExchangeOrderDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <OrderDetailFrame
      ns="exchange"
      id={id}
      orderKey={exchangeKeys.order}
      root={exchangeKeys.all}
      title={t('exchange.detail')}
      historyTitle={t('exchange.history')}
      history={(o) =>
        o.history.map((h, i) => (
          <Row
            key={i}
            label={formatDateTime(h.createdAt)}
            value={`${t(`exchange.status.${h.status}`)} · ${h.userName ?? '—'}`}
          />
        ))
      }
      onClose={onClose}
    >
      {(o) => (
        <>
          <Row label={t('exchange.youSell')} value={<Money value={o.total} currency={o.currency} />} />
          <Row label={t('exchange.fee')} value={<Money value={o.fee} currency={o.currency} />} />
          <Row
            label={t('exchange.rate')}
            value={
              o.rate && o.buyCurrency ? <Rate value={o.rate} base={o.currency} quote={o.buyCurrency} /> : '—'
            }
          />
          {o.quotedRate && o.buyCurrency && o.quotedRate !== o.rate && (
            <Row
              label={t('exchange.quotedRate')}
              value={<Rate value={o.quotedRate} base={o.currency} quote={o.buyCurrency} />}
            />
          )}
          <Row
            label={t('exchange.youGet')}
            value={
              o.buyAmount && o.buyCurrency ? <Money value={o.buyAmount} currency={o.buyCurrency} /> : '—'
            }
          />
          <Row
            label={t('exchange.fixedSide')}
            value={t(o.fixedSide === 'buy' ? 'exchange.fixBuy' : 'exchange.fixSell')}
          />
        </>
      )}
    </OrderDetailFrame>
  );
};
