import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { authRecordTypeText, type AuthorizationRecord } from '@remit/contract/card-authorization';
import { useContractText } from '../../../shared/i18n/contract-text';
import { moneyWithCode } from '../../../shared/ui/money';

/** A decline's reason and next step, prominently (the server wrote them in the request's language). */
export const DeclineAlert = ({ record }: { record: AuthorizationRecord }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="outlined" data-testid="decline-alert">
      <AlertTitle>{t('cardAuthorization.decision.declined', { code: record.responseCode })}</AlertTitle>
      <Typography variant="body2" data-testid="decline-reason">
        {record.reason}
      </Typography>
      {record.nextStep && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>{t('cardAuthorization.decision.nextStep')}</strong> {record.nextStep}
        </Typography>
      )}
    </Alert>
  );
};

/** The network's decision on one message: approved (with the authorization code) or declined (why, what next). */
export const DecisionAlert = ({ record }: { record: AuthorizationRecord }) => {
  const { t } = useTranslation();
  const text = useContractText();
  if (record.authStatus === 'declined') return <DeclineAlert record={record} />;
  return (
    <Alert severity="success" variant="outlined" data-testid="decision-approved" role="status">
      <AlertTitle>
        {t('cardAuthorization.decision.approved', {
          type: text(authRecordTypeText[record.recordType], record.recordType),
        })}
      </AlertTitle>
      <Typography variant="body2">
        {t('cardAuthorization.decision.approvedDetail', {
          code: record.authCode || '—',
          amount: moneyWithCode(record.transactionAmount, record.transactionCurrency),
          recordNo: record.recordNo,
        })}
      </Typography>
    </Alert>
  );
};
