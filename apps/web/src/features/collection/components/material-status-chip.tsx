import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

type Color = 'warning' | 'success' | 'error' | 'default';
const MATERIAL: Record<number, Color> = { 1: 'warning', 2: 'success', 3: 'error' };
const LINK: Record<number, Color> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };

/** A material's review status: 1 Under Review, 2 Approved, 3 Rejected. */
export const MaterialStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={MATERIAL[status] ?? 'default'}
      label={t(`collection.materialStatus.${status}`)}
      data-testid="status-chip"
    />
  );
};

/** A link's status: 1 Awaiting confirmation, 2 Linked, 3 Rejected, 4 Unlinked. */
export const LinkStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LINK[status] ?? 'default'}
      label={t(`collection.linkStatus.${status}`)}
      data-testid="status-chip"
    />
  );
};
