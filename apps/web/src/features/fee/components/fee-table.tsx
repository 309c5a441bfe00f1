import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, bpsToPercent, type FeeScheduleRecord } from '@remit/contract/order';
import { formatMoney } from '../../../shared/ui/money-format';

/** "5.00 + 0.10 %": the fixed amount in its currency's decimals, then the percentage of the amount. */
export const feeText = (rule: Pick<FeeScheduleRecord, 'fixed' | 'bps' | 'currency'>) =>
  `${formatMoney(rule.fixed, rule.currency)} + ${bpsToPercent(rule.bps)} %`;

/**
 * The schedule as order type × currency. Each cell is the fixed amount plus the percentage, marked as the
 * platform default or the partner's own rule; with `onEdit` (the operator) each cell has an edit button.
 */
export const FeeTable = ({
  rules,
  loading,
  onEdit,
}: {
  rules: FeeScheduleRecord[] | undefined;
  loading?: boolean;
  onEdit?: (rule: FeeScheduleRecord) => void;
}) => {
  const { t } = useTranslation();
  const currencies = [...new Set((rules ?? []).map((r) => r.currency))];
  const find = (type: string, currency: string) =>
    rules?.find((r) => r.orderType === type && r.currency === currency);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('fees.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 160 }}>{t('fees.table.orderType')}</TableCell>
            {(loading ? ['', '', '', ''] : currencies).map((c, i) => (
              <TableCell key={c || i}>{c || <Skeleton width={40} />}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ORDER_TYPES.map((type) => (
            <TableRow key={type} data-testid={`fee-row-${type}`}>
              <TableCell component="th" scope="row">
                <Typography variant="subtitle2">{t(`fees.types.${type}`)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`fees.basis.${type}`)}
                </Typography>
              </TableCell>
              {loading
                ? [0, 1, 2, 3].map((i) => (
                    <TableCell key={i}>
                      <Skeleton width={110} />
                    </TableCell>
                  ))
                : currencies.map((currency) => {
                    const rule = find(type, currency);
                    if (!rule) return <TableCell key={currency}>—</TableCell>;
                    const label = t('fees.cellLabel', { type: t(`fees.types.${type}`), currency });
                    return (
                      <TableCell key={currency} data-testid={`fee-${type}-${currency}`}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 150 }}>
                          <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {feeText(rule)}
                            </Typography>
                            <Chip
                              size="small"
                              variant={rule.isDefault ? 'outlined' : 'filled'}
                              color={rule.isDefault ? 'default' : 'primary'}
                              label={rule.isDefault ? t('fees.default') : t('fees.custom')}
                              sx={{ mt: 0.5, height: 20, fontSize: 11 }}
                            />
                          </Box>
                          {onEdit && (
                            <Tooltip title={label}>
                              <IconButton size="small" aria-label={label} onClick={() => onEdit(rule)}>
                                <EditOutlined fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          )}
                        </Box>
                      </TableCell>
                    );
                  })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
