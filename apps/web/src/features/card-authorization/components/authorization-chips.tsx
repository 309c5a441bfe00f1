import {
  authStatusText,
  settleStatusText,
  type AuthStatus,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import { contractStatusChip, type StatusColor } from '../../../shared/ui/status-chip';

const AUTH_COLOR: Record<AuthStatus, StatusColor> = {
  approval: 'success',
  reversal: 'warning',
  declined: 'error',
};
const SETTLE_COLOR: Record<SettleStatus, StatusColor> = {
  unsettled: 'secondary',
  settled: 'success',
  partialSettled: 'warning',
  overpaymentSettled: 'warning',
  reversed: 'default',
};

/** An authorization result (spec §4) in the interface language. */
export const AuthStatusChip = contractStatusChip(authStatusText, AUTH_COLOR, 'auth-status');

const SettleChip = contractStatusChip(settleStatusText, SETTLE_COLOR, 'settle-status');

/** A settlement status (spec §4); a record without one (a decline, a verification) shows a dash. */
export const SettleStatusChip = ({ status }: { status: SettleStatus | null }) =>
  status ? <SettleChip status={status} /> : <span>—</span>;
