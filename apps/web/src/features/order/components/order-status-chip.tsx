import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../shared/ui/status-chip';
import type { OrderNamespace } from '../lib/order-namespace';

const COLORS = { 1: 'default', 2: 'error', 3: 'info', 4: 'success', 5: 'warning' } as const;

/** Spec §3 order status: 1 Initial, 2 Failure in acceptance, 3 Successfully accepted, 4 Completed, 5 Refund. */
export const OrderStatusChip = ({ ns, status }: { ns: OrderNamespace; status: number }) => {
  const { t } = useTranslation();
  return (
    <StatusChip
      color={COLORS[status as keyof typeof COLORS]}
      label={t(`${ns}.status.${status}`)}
      testId="order-status"
    />
  );
};
