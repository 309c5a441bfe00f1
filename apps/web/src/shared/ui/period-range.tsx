import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { asInstants, shortcutDays, shortcutOf } from './date-range';
import { DATE_SHORTCUTS, type DateShortcut } from './date-shortcuts';
import { DayField } from './day-field';

/** The date part of a list filter: any time, a spec §2 shortcut, or a custom range of whole days. */
export type PeriodDraft = { period: DateShortcut | '' | 'custom'; from: string; to: string };
export const EMPTY_PERIOD: PeriodDraft = { period: '', from: '', to: '' };

/** A custom range whose end is before its start (`YYYY-MM-DD` compares as text). */
export const periodRangeInvalid = (d: PeriodDraft) =>
  d.period === 'custom' && !!d.from && !!d.to && d.to < d.from;

/**
 * The draft as inclusive instants for the server: a shortcut's days, or the custom days from the start of
 * the first to the end of the last in the browser's zone (either end may be left open).
 */
export const periodInstants = (d: PeriodDraft): { from?: string; to?: string } => {
  if (d.period === 'custom')
    return {
      from: d.from ? dayjs(d.from).startOf('day').toISOString() : undefined,
      to: d.to ? dayjs(d.to).endOf('day').toISOString() : undefined,
    };
  return d.period ? asInstants(shortcutDays(d.period)) : {};
};

/** Instants back into a draft (a link or Back restoring a list): the custom days they cover. */
export const periodDraft = (f: { from?: string; to?: string }): PeriodDraft => {
  const shortcut = shortcutOf(f.from, f.to);
  if (shortcut) return { period: shortcut, from: '', to: '' };
  return f.from || f.to
    ? {
        period: 'custom',
        from: f.from ? dayjs(f.from).format('YYYY-MM-DD') : '',
        to: f.to ? dayjs(f.to).format('YYYY-MM-DD') : '',
      }
    : EMPTY_PERIOD;
};

/** The date filter's select: any time, one of the spec's shortcuts (Today … Last three month), and with `custom` the custom range. */
export const PeriodSelect = <P extends PeriodDraft['period']>({
  value,
  onChange,
  label,
  width = 220,
  custom = false,
}: {
  value: P;
  onChange: (period: P) => void;
  label?: string;
  width?: number;
  custom?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name="period"
      label={label ?? t('filters.period')}
      value={value}
      onChange={(event) => onChange(event.target.value as P)}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      <MenuItem value="">{t('filters.anyTime')}</MenuItem>
      {DATE_SHORTCUTS.map((shortcut) => (
        <MenuItem key={shortcut} value={shortcut}>
          {t(`filters.shortcuts.${shortcut}`)}
        </MenuItem>
      ))}
      {custom && <MenuItem value="custom">{t('filters.custom')}</MenuItem>}
    </TextField>
  );
};

/** The period select, and with "Custom range" the From and To day fields (To may not be before From). */
export const PeriodRangeFields = ({
  value,
  onChange,
  label,
  width = 180,
}: {
  value: PeriodDraft;
  onChange: (next: PeriodDraft) => void;
  label?: string;
  width?: number;
}) => {
  const { t } = useTranslation();
  const invalid = periodRangeInvalid(value);
  return (
    <>
      <PeriodSelect
        custom
        value={value.period}
        label={label}
        width={width}
        onChange={(period) => onChange({ ...value, period })}
      />
      {value.period === 'custom' && (
        <>
          <DayField
            name="dateFrom"
            label={t('filters.from')}
            value={value.from}
            maxDate={value.to || undefined}
            onChange={(from) => onChange({ ...value, from })}
          />
          <DayField
            name="dateTo"
            label={t('filters.to')}
            value={value.to}
            minDate={value.from || undefined}
            onChange={(to) => onChange({ ...value, to })}
            error={invalid}
            helperText={invalid ? t('filters.rangeError') : undefined}
          />
        </>
      )}
    </>
  );
};
