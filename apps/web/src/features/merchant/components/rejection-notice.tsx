import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rejectionReasonText, type RejectionReason } from '@remit/contract/merchant';
import { useContractText } from '../../../shared/i18n/contract-text';

/** Why the reviewer rejected the merchant: the spec §4 reasons and the comment, above everything else. */
export const RejectionNotice = ({ reasons, comment }: { reasons: RejectionReason[]; comment: string }) => {
  const { t } = useTranslation();
  const text = useContractText();
  return (
    <Alert severity="error" sx={{ mb: 3 }} data-testid="merchant-rejection">
      <AlertTitle>{t('merchant.details.rejectedTitle')}</AlertTitle>
      {reasons.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {reasons.map((r) => (
            <li key={r}>{text(rejectionReasonText[r], r)}</li>
          ))}
        </Box>
      )}
      {comment && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          <strong>{t('merchant.details.reviewerComment')}:</strong> {comment}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('merchant.details.rejectedNext')}
      </Typography>
    </Alert>
  );
};
