import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { Can } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ExportButton } from '../../../shared/ui/export-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { LinkButton } from '../../../shared/ui/router-links';
import { Money, Rate } from '../../../shared/ui/money';
import { useExchangeOrders } from '../api/exchange';
import { exchangeKeys } from '../api/exchange-keys';
import { OrderStatusCell } from '../../order/components/approval-panel';
import { ApprovalRulesCard } from '../../order/components/approval-rules-card';
import { ExchangeForm } from '../components/exchange-form';
import { ExchangeOrderDialog } from '../components/order-detail-dialog';
import { OrderFilters, type OrderFilterValues } from '../../order/components/order-filters';
import { ListPagination } from '../../../shared/ui/list-pagination';

type Size = (typeof PAGE_SIZES)[number];

/** /exchange: quote, countdown, confirm. */
export const ExchangePage = () => {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('screens.exchange.title')}
        description={t('screens.exchange.description')}
        actions={
          <LinkButton to="/exchange/orders" variant="outlined">
            {t('exchange.ordersLink')}
          </LinkButton>
        }
      />
      <Can I="add" a="exchange" passThrough>
        {(allowed) =>
          allowed ? (
            <ExchangeForm onDone={setDone} />
          ) : (
            <Card>
              <EmptyState text={t('exchange.notAllowed')} />
            </Card>
          )
        }
      </Can>
      <ExchangeOrderDialog id={done} onClose={() => setDone(null)} />
    </>
  );
};

/** /exchange/orders: filters, paging, export, each order's detail, and the maker-checker thresholds. */
export const ExchangeOrdersPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilterValues>({});
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<Size>(10);
  const [open, setOpen] = useState<string | null>(null);
  const query = useExchangeOrders({ ...filter, page, size });
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.exchangeOrders.title')}
        description={t('screens.exchangeOrders.description')}
        actions={
          <>
            <ExportButton kind="exchangeOrders" filter={filter} />
            <Can I="add" a="exchange">
              <LinkButton to="/exchange" variant="contained" startIcon={<Add />}>
                {t('exchange.new')}
              </LinkButton>
            </Can>
          </>
        }
      />
      <Card>
        <OrderFilters
          ns="exchange"
          onSearch={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Divider />
        {records.length === 0 ? (
          <EmptyState text={query.isPending ? t('exchange.loading') : t('empty.noRecords')} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('screens.exchangeOrders.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('exchange.columns.orderNo')}</TableCell>
                  <TableCell>{t('exchange.columns.created')}</TableCell>
                  <TableCell align="right">{t('exchange.youSell')}</TableCell>
                  <TableCell align="right">{t('exchange.fee')}</TableCell>
                  <TableCell align="right">{t('exchange.rate')}</TableCell>
                  <TableCell align="right">{t('exchange.youGet')}</TableCell>
                  <TableCell>{t('exchange.columns.status')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((o) => (
                  <TableRow key={o.id} hover data-testid="exchange-order-row">
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{o.orderNo}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dayjs(o.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                    </TableCell>
                    <TableCell align="right">
                      <Money value={o.total} currency={o.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={o.fee} currency={o.currency} />
                    </TableCell>
                    <TableCell align="right">
                      {o.rate && o.buyCurrency ? (
                        <Rate value={o.rate} base={o.currency} quote={o.buyCurrency} />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {o.buyAmount && o.buyCurrency ? (
                        <Money value={o.buyAmount} currency={o.buyCurrency} />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <OrderStatusCell ns="exchange" order={o} />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setOpen(o.id)}>
                        {t('exchange.details')}
                      </Button>
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
      <Can I="edit" a="role">
        <ApprovalRulesCard ns="exchange" root={exchangeKeys.all} />
      </Can>
      <ExchangeOrderDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
};
