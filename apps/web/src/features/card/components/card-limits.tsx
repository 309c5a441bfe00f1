import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cardLimitText, type CardLimitLine } from '@remit/contract/card';
import { useContractText } from '../../../shared/i18n/contract-text';
import { formatMoney } from '../../../shared/ui/money-format';
import { usedPercent } from '../lib/card-limits';

/**
 * Each limit as a meter (spec §5): the bar is the part used, the text says used of limit and what remains,
 * amounts in the billing currency, the daily count as a number; "Default" marks the product's own value.
 */
export const CardLimits = ({ limits, currency }: { limits: CardLimitLine[]; currency: string }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const show = (line: CardLimitLine, v: string) =>
    line.kind === 'dailyCount' ? v : `${formatMoney(v, currency)} ${currency}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {limits.map((line) => {
        const pct = usedPercent(line);
        const label = text(cardLimitText[line.kind], line.kind);
        return (
          <Box key={line.kind} data-testid={`limit-${line.kind}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
              <Typography variant="subtitle2" component="span" id={`limit-label-${line.kind}`}>
                {label}
              </Typography>
              {line.isDefault ? (
                <Chip size="small" variant="outlined" label={t('card.limits.default')} />
              ) : (
                <Chip size="small" variant="outlined" color="secondary" label={t('card.limits.custom')} />
              )}
              <Typography
                variant="body2"
                component="span"
                sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
                data-testid="limit-value"
              >
                {show(line, line.limit)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={pct}
              color={pct >= 90 ? 'error' : pct >= 70 ? 'warning' : 'primary'}
              aria-labelledby={`limit-label-${line.kind}`}
              aria-valuetext={t('card.limits.meterText', {
                used: show(line, line.used),
                limit: show(line, line.limit),
              })}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {t('card.limits.used', { value: show(line, line.used) })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('card.limits.remaining', { value: show(line, line.remaining) })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
