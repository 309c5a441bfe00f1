import { merchantStatusText, type MerchantStatus } from '@remit/contract/merchant-status';
import { useContractText } from '../../../shared/i18n/contract-text';
import { StatusChip, type StatusColor } from '../../../shared/ui/status-chip';

/** MUI's info blue is 3.9:1 on white: Under Review uses the secondary colour, which reads at 4.5:1 or more. */
const COLOR: Record<MerchantStatus, StatusColor> = {
  toBeUploaded: 'warning',
  underReview: 'secondary',
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
    <StatusChip
      color={known ? COLOR[status] : 'default'}
      label={label ?? (known ? text(merchantStatusText[status]) : status)}
    />
  );
};
