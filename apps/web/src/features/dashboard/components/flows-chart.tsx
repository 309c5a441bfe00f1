import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthlyTotal } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';
import { formatMoney } from '../../../shared/ui/money-format';
import { BarChart } from './bar-chart';

const CHART_HEIGHT = 300;
/** The chart's whole height (currency picker, chart, padding), reserved while the data loads. */
export const FLOWS_HEIGHT = 16 + 40 + CHART_HEIGHT + 8;

/**
 * Incoming vs outgoing per month for one currency (currencies are never added together). The bars'
 * heights are the only place a decimal string becomes a number: drawing needs one, no sum is made here.
 */
export const FlowsChart = ({ monthly }: { monthly: MonthlyTotal[] }) => {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const currencies = useMemo(() => [...new Set(monthly.map((m) => m.currency))], [monthly]);
  const active = useMemo(
    () =>
      currencies.filter((c) =>
        monthly.some((m) => m.currency === c && (/[1-9]/.test(m.incoming) || /[1-9]/.test(m.outgoing))),
      ),
    [currencies, monthly],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? active[0] ?? currencies[0];
  if (!currency || active.length === 0) return <EmptyState text={t('dashboard.flows.empty')} />;
  const rows = monthly.filter((m) => m.currency === currency);
  const months = rows.map((m) =>
    dayjs(`${m.month}-01`).format(i18n.language === 'zh-cn' ? 'YYYY年M月' : 'MMM YYYY'),
  );
  // The bars' texts come from the decimal strings themselves; only the heights use numbers.
  const money = (amount: string) => `${formatMoney(amount, currency)} ${currency}`;
  return (
    <Box sx={{ px: 2.5, pb: 1 }} data-testid="flows-chart">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
        {/* A few currencies: one click each (a select's menu and input stack would double this screen's code). */}
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('dashboard.flows.currency')}
          value={currency}
          onChange={(_event, next: string | null) => next && setPicked(next)}
        >
          {currencies.map((c) => (
            <ToggleButton key={c} value={c} sx={{ px: 1.5 }}>
              {c}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <BarChart
        title={t('dashboard.flows.title')}
        height={CHART_HEIGHT}
        categories={months}
        tickText={(v) => formatMoney(String(v), currency).replace(/\.0+$/, '')}
        series={[
          {
            label: t('dashboard.flows.incoming'),
            color: theme.palette.success.main,
            values: rows.map((m) => Number(m.incoming)),
            texts: rows.map((m) => money(m.incoming)),
          },
          {
            label: t('dashboard.flows.outgoing'),
            color: theme.palette.error.light,
            values: rows.map((m) => Number(m.outgoing)),
            texts: rows.map((m) => money(m.outgoing)),
          },
        ]}
      />
    </Box>
  );
};
