import {
  authStatusText,
  settleStatusText,
  type AuthStatus,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import { useContractText } from '../../../shared/i18n/contract-text';
import { StatusChip, type StatusColor } from '../../../shared/ui/status-chip';

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
export const AuthStatusChip = ({ status }: { status: AuthStatus }) => {
  const text = useContractText();
  return (
    <StatusChip
      color={AUTH_COLOR[status]}
      label={text(authStatusText[status], status)}
      testId="auth-status"
    />
  );
};

/** A settlement status (spec §4); a record without one (a decline, a verification) shows a dash. */
export const SettleStatusChip = ({ status }: { status: SettleStatus | null }) => {
  const text = useContractText();
  if (!status) return <span>—</span>;
  return (
    <StatusChip
      color={SETTLE_COLOR[status]}
      label={text(settleStatusText[status], status)}
      testId="settle-status"
    />
  );
};
