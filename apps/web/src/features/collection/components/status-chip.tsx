import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOR: Record<number, 'warning' | 'success' | 'default'> = { 0: 'warning', 1: 'success', 2: 'default' };

/** Spec §3 entity status (0 Initial, 1 Enabled, 2 Disabled): an outlined chip with coloured text. */
export const EntityStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status] ?? 'default'}
      label={t(`collection.status.${status}`)}
      data-testid="status-chip"
    />
  );
};
