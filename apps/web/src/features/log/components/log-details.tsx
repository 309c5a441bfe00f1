import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditLogRecord } from '@remit/contract/statement';

const Json = ({ label, value }: { label: string; value: unknown }) => (
  <Box sx={{ flex: 1, minWidth: 0 }}>
    <Typography variant="subtitle2" sx={{ mb: 1 }}>
      {label}
    </Typography>
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        overflow: 'auto',
        maxHeight: 360,
      }}
    >
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </Box>
  </Box>
);

/** What changed: the record before and after, as the audit log keeps it. */
export const LogDetails = ({ entry, onClose }: { entry: AuditLogRecord | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open={!!entry} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('logs.details')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        <Json label={t('logs.columns.before')} value={entry?.before} />
        <Json label={t('logs.columns.after')} value={entry?.after} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
