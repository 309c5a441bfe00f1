import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '@remit/contract/statement';
import { downloadStatement } from '../api/download-statement';

/** "1234567.50" → "1,234,567.50": grouping on the string itself, never through a float. */
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

export const StatementTable = ({ records }: { records: StatementRecord[] }) => {
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
  return (
    <TableContainer>
      <Table size="small" aria-label={t('statement.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('statement.columns.type')}</TableCell>
            <TableCell>{t('statement.columns.date')}</TableCell>
            <TableCell>{t('statement.columns.currency')}</TableCell>
            <TableCell align="right">{t('statement.columns.beginningBalance')}</TableCell>
            <TableCell align="right">{t('statement.columns.changeAmount')}</TableCell>
            <TableCell align="right">{t('statement.columns.endingBalance')}</TableCell>
            <TableCell>{t('statement.columns.fileName')}</TableCell>
            <TableCell align="right">{t('statement.columns.download')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((s) => (
            <TableRow key={s.id} hover data-testid="statement-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t(`statement.types.${s.type}`)}
                {s.accountKind !== 'partner' && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`statement.accountKinds.${s.accountKind}`, { defaultValue: s.accountKind })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {s.date}
                {s.provisional && (
                  <Tooltip
                    title={t('statement.provisionalHint', { asOf: s.asOf.replace('T', ' ').slice(0, 19) })}
                  >
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('statement.provisional')}
                      sx={{ ml: 1 }}
                    />
                  </Tooltip>
                )}
              </TableCell>
              <TableCell>{s.currency}</TableCell>
              <TableCell align="right">
                <Money value={s.beginningBalance} />
              </TableCell>
              <TableCell align="right">
                <Money value={s.changeAmount} signed />
              </TableCell>
              <TableCell align="right">
                <Money value={s.endingBalance} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.fileName}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                  <Button
                    size="small"
                    startIcon={<DescriptionOutlined />}
                    disabled={busy === `${s.id}:csv`}
                    onClick={() => void download(s, 'csv')}
                  >
                    CSV
                  </Button>
                  <Button
                    size="small"
                    startIcon={<PictureAsPdfOutlined />}
                    disabled={busy === `${s.id}:pdf`}
                    onClick={() => void download(s, 'pdf')}
                  >
                    PDF
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
