import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColor } from '../../../shared/ui/status-chip';

const COLOR: Record<number, StatusColor> = { 0: 'warning', 1: 'success', 2: 'default' };

/** Spec §3 entity status (0 Initial, 1 Enabled, 2 Disabled): an outlined chip with coloured text. */
export const EntityStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return <StatusChip color={COLOR[status]} label={t(`collection.status.${status}`)} testId="status-chip" />;
};
