import Chip from '@mui/material/Chip';
import { applyStatusText, cardStatusText, type ApplyStatus, type CardStatus } from '@remit/contract/card';
import { useContractText } from '../../../shared/i18n/contract-text';

type ChipColor = 'default' | 'secondary' | 'success' | 'error' | 'warning';

/** Outlined, coloured text (MUI's info blue is too light on white: waiting states use the secondary colour). */
const CARD_COLOR: Record<CardStatus, ChipColor> = {
  unactivated: 'warning',
  normal: 'success',
  blocked: 'error',
  lost: 'error',
  expired: 'default',
  closing: 'warning',
  closed: 'default',
};
const APPLY_COLOR: Record<ApplyStatus, ChipColor> = {
  pending: 'default',
  processing: 'secondary',
  success: 'success',
  failed: 'error',
};

/** A card status (spec §4) in the interface language. */
export const CardStatusChip = ({ status }: { status: CardStatus }) => {
  const text = useContractText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={CARD_COLOR[status]}
      label={text(cardStatusText[status], status)}
      data-testid="card-status"
    />
  );
};

/** An apply record's status: Pending, Processing, Success or Failed. */
export const ApplyStatusChip = ({ status }: { status: ApplyStatus }) => {
  const text = useContractText();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={APPLY_COLOR[status]}
      label={text(applyStatusText[status], status)}
      data-testid="apply-status"
    />
  );
};

/** BIN ****** last 4, in a monospaced face so numbers line up. */
export const MaskedPan = ({ value }: { value: string }) => (
  <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{value}</span>
);
