import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from './notify';

/** Puts `value` on the clipboard and says how it went: `copied`, or `failed` when the browser refused. */
export const copyText = async (value: string, copied: string, failed: string) => {
  try {
    await navigator.clipboard.writeText(value);
    notifySuccess(copied);
  } catch {
    notifyError(failed);
  }
};

/** A labelled value with a copy button (spec §8: "Copying succeeded" / "Copying failed"). */
export const CopyField = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  const copy = () => copyText(value, t('common.copied'), t('common.copyFailed'));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="copy-field">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
      <Tooltip title={t('common.copy', { label })}>
        <IconButton size="small" aria-label={t('common.copy', { label })} onClick={() => void copy()}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
