import Chip from '@mui/material/Chip';
import {
  authStatusText,
  settleStatusText,
  type AuthStatus,
  type SettleStatus,
} from '@remit/contract/card-authorization';
import { useContractText } from '../../../shared/i18n/contract-text';

type ChipColor = 'default' | 'secondary' | 'success' | 'error' | 'warning';

/**
 * Outlined, coloured text on the paper: never white text on the brand green or info blue (axe contrast).
 * MUI's info blue reads at 3.9:1 on white, so "waiting" states use the secondary colour.
 */
const AUTH_COLOR: Record<AuthStatus, ChipColor> = {
  approval: 'success',
  reversal: 'warning',
  declined: 'error',
};
const SETTLE_COLOR: Record<SettleStatus, ChipColor> = {
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
    <Chip
      size="small"
      variant="outlined"
      color={AUTH_COLOR[status] ?? 'default'}
      label={text(authStatusText[status], status)}
      data-testid="auth-status"
    />
  );
};

/** A settlement status (spec §4); a record without one (a decline, a verification) shows a dash. */
export const SettleStatusChip = ({ status }: { status: SettleStatus | null }) => {
  const text = useContractText();
  if (!status) return <span>—</span>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SETTLE_COLOR[status] ?? 'default'}
      label={text(settleStatusText[status], status)}
      data-testid="settle-status"
    />
  );
};
