import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '@remit/contract/statement';
import { formatDateTime } from '../../../shared/date/date-time';
import type { Column } from '../../../shared/ui/data-table';
import { downloadStatement } from '../api/download-statement';
import { moneyColumn } from '../../../shared/ui/columns';
import { NameMark } from '../../../shared/ui/status-chip';

/** "1234567.50" → "1,234,567.50": grouping on the string itself, never through a float. */
/** A statement's two files, each with its button: the spreadsheet, then the printable PDF. */
const DOWNLOADS = [
  { format: 'csv', label: 'CSV', Icon: DescriptionOutlined },
  { format: 'pdf', label: 'PDF', Icon: PictureAsPdfOutlined },
] as const;

const grouped = (amount: string) => {
  const [whole = '', fraction] = amount.replace('-', '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
};

const Money = ({ value, signed }: { value: string; signed?: boolean }) => (
  <Typography
    variant="body2"
    component="span"
    sx={{
      fontVariantNumeric: 'tabular-nums',
      color: signed
        ? value.startsWith('-')
          ? 'error.main'
          : value.match(/[1-9]/)
            ? 'success.main'
            : undefined
        : undefined,
    }}
  >
    {signed && !value.startsWith('-') && /[1-9]/.test(value) ? '+' : ''}
    {grouped(value)}
  </Typography>
);

/** The statement list's columns; the file name gives way first, Download always shows (CSV and PDF). */
export const useStatementColumns = (): Column<StatementRecord>[] => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (s: StatementRecord, format: 'csv' | 'pdf') => {
    setBusy(`${s.id}:${format}`);
    try {
      await downloadStatement(s, format);
    } catch {
      // shown as a toast
    } finally {
      setBusy(null);
    }
  };
  return [
    {
      key: 'type',
      header: t('statement.columns.type'),
      nowrap: true,
      cell: (s) => (
        <>
          {t(`statement.types.${s.type}`)}
          {s.accountKind !== 'partner' && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t(`statement.accountKinds.${s.accountKind}`, { defaultValue: s.accountKind })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'date',
      header: t('statement.columns.date'),
      nowrap: true,
      lead: true,
      cell: (s) => (
        <>
          {s.date}
          {s.provisional && (
            <Tooltip title={t('statement.provisionalHint', { asOf: formatDateTime(s.asOf) })}>
              <NameMark color="warning" label={t('statement.provisional')} />
            </Tooltip>
          )}
        </>
      ),
    },
    { key: 'currency', header: t('statement.columns.currency'), cell: (s) => s.currency },
    moneyColumn(
      'beginningBalance',
      t('statement.columns.beginningBalance'),
      (s) => <Money value={s.beginningBalance} />,
      { priority: 2 },
    ),
    moneyColumn(
      'changeAmount',
      t('statement.columns.changeAmount'),
      (s) => <Money value={s.changeAmount} signed />,
      { priority: 2 },
    ),
    moneyColumn(
      'endingBalance',
      t('statement.columns.endingBalance'),
      (s) => <Money value={s.endingBalance} />,
      { lead: true },
    ),
    {
      key: 'fileName',
      header: t('statement.columns.fileName'),
      priority: 3,
      cell: (s) => <Box sx={{ wordBreak: 'break-all', minWidth: 120 }}>{s.fileName}</Box>,
    },
    {
      key: 'download',
      header: t('statement.columns.download'),
      align: 'right',
      actions: true,
      cell: (s) => (
        <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
          {DOWNLOADS.map(({ format, label, Icon }) => (
            <Button
              key={format}
              size="small"
              startIcon={<Icon />}
              disabled={busy === `${s.id}:${format}`}
              onClick={() => void download(s, format)}
            >
              {label}
            </Button>
          ))}
        </Box>
      ),
    },
  ];
};
