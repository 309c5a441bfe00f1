import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderRecord } from '@remit/contract/order';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { Can } from '../../../shared/abilities/can';
import { useSession } from '../../../shared/session/use-session';
import { notifyDone } from '../../../shared/ui/notify';
import { useApprovalDecision } from '../api/approval';
import { OrderStatusChip } from './order-status-chip';

/** Waiting in its initial status for a second user's approval (maker-checker). */
export const isAwaitingApproval = (o: Pick<OrderRecord, 'status' | 'approvalRequired' | 'approvedBy'>) =>
  o.status === ORDER_STATUS.INITIAL && o.approvalRequired && !o.approvedBy;

/** Who may act on a waiting order, as the list and the detail say it: names, or that nobody can yet. */
export const ApproversText = ({ ns, order }: { ns: ApprovalOrderType; order: OrderRecord }) => {
  const { t } = useTranslation();
  const names = order.approvers ?? [];
  return (
    <span data-testid="approvers">
      {names.length ? t(`${ns}.approval.whoMayAct`, { names: names.join(', ') }) : t(`${ns}.approval.nobody`)}
    </span>
  );
};

/** An order list's status cell: the status, and while the order waits, that it does and who may act. */
export const OrderStatusCell = ({ ns, order }: { ns: ApprovalOrderType; order: OrderRecord }) => {
  const { t } = useTranslation();
  return (
    <>
      <OrderStatusChip ns={ns} status={order.status} />
      {isAwaitingApproval(order) && (
        <Typography
          variant="caption"
          color="info.main"
          sx={{ display: 'block', mt: 0.5, maxWidth: 220 }}
          data-testid="approval-awaiting"
        >
          {t(`${ns}.approval.awaiting`)}
          <br />
          <ApproversText ns={ns} order={order} />
        </Typography>
      )}
    </>
  );
};

/** The notice at the top of an order's detail while it waits: who made it, what is held, who may act. */
export const ApprovalNotice = ({ ns, order }: { ns: ApprovalOrderType; order: OrderRecord }) => {
  const { t } = useTranslation();
  const me = useSession().userInfo?.id;
  if (!isAwaitingApproval(order)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="approval-pending">
      {t(`${ns}.approval.pending`, { maker: order.createdByName ?? '—' })}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        <ApproversText ns={ns} order={order} />
      </Typography>
      {order.createdBy === me && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t(`${ns}.approval.yours`)}
        </Typography>
      )}
    </Alert>
  );
};

/** The two decisions in their order: Approve (the main action), then Reject outlined in red. */
const DECISIONS = [
  { value: 'approve', variant: 'contained', color: 'primary' },
  { value: 'reject', variant: 'outlined', color: 'error' },
] as const;

/**
 * Approve and reject, for a user holding `approve` on the order type who did not make the order. One key
 * per order shown, so a double click decides once; a refused attempt (say, funds short) can be retried.
 */
export const ApprovalActions = ({
  ns,
  order,
  root,
}: {
  ns: ApprovalOrderType;
  order: OrderRecord;
  root: readonly string[];
}) => {
  const { t } = useTranslation();
  const me = useSession().userInfo?.id;
  const decision = useApprovalDecision(ns, root);
  const [key] = useState(() => crypto.randomUUID());
  if (!isAwaitingApproval(order) || order.createdBy === me) return null;
  const decide = (value: 'approve' | 'reject') =>
    notifyDone(
      decision.mutateAsync({ id: order.id, decision: value, key }),
      t(`${ns}.approval.done.${value}`),
    );
  return (
    <Can I="approve" a={ns}>
      <Box sx={{ display: 'flex', gap: 1, mr: 'auto' }}>
        {DECISIONS.map(({ value, variant, color }) => (
          <Button
            key={value}
            size="small"
            variant={variant}
            color={color}
            loading={decision.isPending && decision.variables?.decision === value}
            disabled={decision.isPending}
            onClick={() => decide(value)}
          >
            {t(`${ns}.approval.${value}`)}
          </Button>
        ))}
      </Box>
    </Can>
  );
};
