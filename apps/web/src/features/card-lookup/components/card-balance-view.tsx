import { cardStatusText, type CardStatus } from '@remit/contract/card';
import type { CardLookupBalance, CardLookupTransaction } from '@remit/contract/card-lookup';
import { TRANSACTION_STATUSES } from '@remit/contract/transaction';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { useTransactionText } from '../../../shared/i18n/transaction-text';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { MoneyText } from '../../../shared/ui/money';
import { StatusChip } from '../../../shared/ui/status-chip';

const statusColour = (status: CardStatus) =>
  status === 'normal' ? 'success' : status === 'unactivated' ? 'default' : ('warning' as const);

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
      {children}
    </Box>
  </Box>
);

/** The looked-up card: masked number, status, expiry, what it can spend, its latest transactions. */
export const CardBalanceView = ({ data }: { data: CardLookupBalance }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const words = useTransactionText();

  const columns: Column<CardLookupTransaction>[] = [
    {
      key: 'time',
      header: t('cardLookup.columns.time'),
      cell: (r) => formatDateTime(r.time),
      nowrap: true,
    },
    { key: 'type', header: t('cardLookup.columns.type'), cell: (r) => words.type(r.type) },
    { key: 'merchant', header: t('cardLookup.columns.merchant'), cell: (r) => r.merchantName, priority: 2 },
    {
      key: 'amount',
      header: t('cardLookup.columns.amount'),
      cell: (r) => <MoneyText value={r.amount} currency={data.currency} signed showCurrency />,
      align: 'right',
      lead: true,
    },
    {
      key: 'status',
      header: t('cardLookup.columns.status'),
      cell: (r) => (
        <StatusChip
          color={
            r.status === TRANSACTION_STATUSES.NORMAL
              ? 'success'
              : r.status === TRANSACTION_STATUSES.PENDING
                ? 'warning'
                : 'default'
          }
          label={words.status(r.status)}
        />
      ),
      lead: true,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="card-balance-summary">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, auto)' },
            alignItems: 'start',
          }}
        >
          <Fact label={t('cardLookup.balance.card')}>
            <Typography
              variant="subtitle1"
              component="span"
              sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 1 }}
              data-testid="card-balance-pan"
            >
              {data.maskedPan}
            </Typography>
          </Fact>
          <Fact label={t('cardLookup.balance.status')}>
            <Chip
              size="small"
              color={statusColour(data.status)}
              label={text(cardStatusText[data.status], data.status)}
              data-testid="card-balance-status"
            />
          </Fact>
          <Fact label={t('cardLookup.balance.expiry')}>
            <Typography variant="subtitle1" component="span">
              {data.expiry}
            </Typography>
          </Fact>
          <Fact label={t('cardLookup.balance.balance')}>
            <MoneyText
              value={data.balance}
              currency={data.currency}
              showCurrency
              testId="card-balance-ledger"
            />
          </Fact>
          <Fact label={t('cardLookup.balance.onHold')}>
            <MoneyText
              value={data.onHold}
              currency={data.currency}
              showCurrency
              testId="card-balance-on-hold"
            />
          </Fact>
          <Fact label={t('cardLookup.balance.available')}>
            <MoneyText
              value={data.available}
              currency={data.currency}
              showCurrency
              variant="h5"
              testId="card-balance-available"
            />
          </Fact>
        </Box>
      </Card>
      <Box component="section" aria-labelledby="card-balance-transactions">
        <Typography id="card-balance-transactions" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('cardLookup.balance.transactions')}
        </Typography>
        <Card>
          <DataTable
            columns={columns}
            rows={data.transactions}
            rowKey={(r) => r.id}
            loading={false}
            empty={{ text: t('cardLookup.balance.noTransactions') }}
            label={t('cardLookup.balance.transactions')}
          />
        </Card>
      </Box>
    </Box>
  );
};
