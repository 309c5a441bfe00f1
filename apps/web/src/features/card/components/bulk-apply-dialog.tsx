import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_COLUMNS, BULK_SHEET_LIMITS, MAX_BULK_ROWS, type CardUploadData } from '@remit/contract/card';
import { MAX_FILE_BYTES } from '@remit/contract/upload';
import { ApiError } from '../../../shared/http/api-error';
import { SimpleTable } from '../../../shared/ui/simple-table';
import { useBulkApply } from '../api/card-mutations';

/** A sheet with the columns in order and one example row, for the person to fill in. */
const TEMPLATE = `${BULK_COLUMNS.join(',')}\nM000001,Visa Business (test range),virtual,commercial,shared,USD,WEI CHEN,,,,\n`;

/**
 * Bulk apply: a CSV or XLSX of up to 1,000 rows, checked by the server row by row; the valid rows become apply
 * records, each invalid one is listed with its line and reason (nothing is half-applied for a row).
 */
export const BulkApplyDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const upload = useBulkApply();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CardUploadData | null>(null);
  const tooBig = !!file && file.size > MAX_FILE_BYTES;
  const template = useMemo(() => URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' })), []);
  const send = () => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (data) => setResult(data) });
  };
  const error =
    upload.error instanceof ApiError ? upload.error.message : upload.error ? String(upload.error) : '';
  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('card.bulk.title')}</DialogTitle>
      <DialogContent>
        {!result ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">
              {t('card.bulk.text', {
                max: MAX_BULK_ROWS.toLocaleString(),
                unpacked: BULK_SHEET_LIMITS.unpackedBytes / (1024 * 1024),
                cell: BULK_SHEET_LIMITS.cellChars.toLocaleString(),
              })}{' '}
              <Link href={template} download="card-bulk-apply-template.csv">
                {t('card.bulk.template')}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {BULK_COLUMNS.join(', ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
                {t('card.bulk.choose')}
                <input
                  hidden
                  type="file"
                  name="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    upload.reset();
                  }}
                />
              </Button>
              <Typography variant="body2" data-testid="bulk-file">
                {file ? file.name : t('card.bulk.noFile')}
              </Typography>
            </Box>
            {tooBig && <Alert severity="error">{t('card.bulk.tooBig')}</Alert>}
            {error && <Alert severity="error">{error}</Alert>}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }} data-testid="bulk-result">
            <Alert severity={result.errors.length ? 'warning' : 'success'}>
              {t('card.bulk.result', { accepted: result.accepted, rows: result.rows })}
            </Alert>
            {result.errors.length > 0 && (
              <SimpleTable
                texts="card.bulk"
                label={t('card.bulk.errors')}
                rows={result.errors}
                rowKey={(e) => `${e.line}-${e.field}`}
                rowTestId="bulk-error"
                columns={[
                  { key: 'line', cell: (e) => e.line },
                  { key: 'field', sx: { fontFamily: 'monospace' }, cell: (e) => e.field },
                  { key: 'reason', cell: (e) => e.reason },
                ]}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={upload.isPending}>
          {t('card.close')}
        </Button>
        {!result && (
          <Button variant="contained" onClick={send} loading={upload.isPending} disabled={!file || tooBig}>
            {t('card.bulk.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
