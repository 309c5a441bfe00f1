import Chip from '@mui/material/Chip';
import { merchantStatusText, type MerchantStatus } from '@remit/contract/merchant';
import { useContractText } from '../../../shared/i18n/contract-text';

const COLOR: Record<MerchantStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  toBeUploaded: 'warning',
  underReview: 'info',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
};

const isStatus = (value: string): value is MerchantStatus => value in COLOR;

/** An onboarding status (spec §4) in the interface language, coloured by what it asks of the user. */
export const MerchantStatusChip = ({ status, label }: { status: string; label?: string }) => {
  const text = useContractText();
  const known = isStatus(status);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known ? COLOR[status] : 'default'}
      label={label ?? (known ? text(merchantStatusText[status]) : status)}
    />
  );
};
