import { applyStatusText, cardStatusText, type ApplyStatus, type CardStatus } from '@remit/contract/card';
import { contractStatusChip, type StatusColor } from '../../../shared/ui/status-chip';

const CARD_COLOR: Record<CardStatus, StatusColor> = {
  unactivated: 'warning',
  normal: 'success',
  blocked: 'error',
  lost: 'error',
  expired: 'default',
  closing: 'warning',
  closed: 'default',
};
const APPLY_COLOR: Record<ApplyStatus, StatusColor> = {
  pending: 'default',
  processing: 'secondary',
  success: 'success',
  failed: 'error',
};

/** A card status (spec §4) in the interface language. */
export const CardStatusChip = contractStatusChip(cardStatusText, CARD_COLOR, 'card-status');

/** An apply record's status: Pending, Processing, Success or Failed. */
export const ApplyStatusChip = contractStatusChip(applyStatusText, APPLY_COLOR, 'apply-status');

/** BIN ****** last 4, in a monospaced face so numbers line up. */
export const MaskedPan = ({ value }: { value: string }) => (
  <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{value}</span>
);
