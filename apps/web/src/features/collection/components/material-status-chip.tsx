import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColor } from '../../../shared/ui/status-chip';

const MATERIAL: Record<number, StatusColor> = { 1: 'warning', 2: 'success', 3: 'error' };
const LINK: Record<number, StatusColor> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };

/** A material's review status: 1 Under Review, 2 Approved, 3 Rejected. */
export const MaterialStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <StatusChip
      color={MATERIAL[status]}
      label={t(`collection.materialStatus.${status}`)}
      testId="status-chip"
    />
  );
};

/** A link's status: 1 Awaiting confirmation, 2 Linked, 3 Rejected, 4 Unlinked. */
export const LinkStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  return (
    <StatusChip color={LINK[status]} label={t(`collection.linkStatus.${status}`)} testId="status-chip" />
  );
};
