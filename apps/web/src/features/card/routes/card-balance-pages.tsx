/* The public single-card balance lookup (spec §2 inquery and single-balance-search), from features/card-lookup. */
import type { CardLookupToken } from '@remit/contract/card-lookup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, type ApiError } from '../../../shared/http/api-error';
import { clearCardSession, writeCardSession } from '../../../shared/session/session-store';
import { useSession } from '../../../shared/session/use-session';
import { notifyInfo } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/page-header';
import { cardLookupKeys, useCardBalance } from '../../card-lookup/api/card-lookup';
import { CardBalanceView } from '../../card-lookup/components/card-balance-view';
import { InqueryForm } from '../../card-lookup/components/inquery-form';

/** Card-token entry: PAN, expiry and CVV2 give a 15-minute card token, kept apart from the portal session. */
export const InqueryPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onToken = (token: CardLookupToken) => {
    writeCardSession({ token: token.cardToken, expiresAt: token.expiresAt });
    void navigate({ to: '/single-balance-search', replace: true });
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 0, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('cardLookup.inquery.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('cardLookup.inquery.subtitle')}
        </Typography>
        <InqueryForm onToken={onToken} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          {t('cardLookup.inquery.privacy')}
        </Typography>
      </Card>
    </Box>
  );
};

/** The looked-up card's balance and latest transactions, while its card token lasts. */
export const SingleBalanceSearchPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cardToken, cardTokenExpiresAt } = useSession();
  const balance = useCardBalance(cardToken);
  const leaving = useRef(false);

  const lookUpAnother = () => {
    leaving.current = true;
    clearCardSession();
    queryClient.removeQueries({ queryKey: cardLookupKeys.all });
    void navigate({ to: '/inquery', replace: true });
  };

  // The card token ends (the server says so, or its 15 minutes pass here): back to the card details.
  const error = balance.error as ApiError | null;
  const tokenRefused = error?.code === errorCode('CARD_TOKEN_INVALID') || error?.status === 401;
  const endLookup = () => {
    if (leaving.current) return;
    leaving.current = true;
    notifyInfo(t('cardLookup.balance.expired'));
    lookUpAnother();
  };
  useEffect(() => {
    if (tokenRefused) endLookup();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokenRefused]);
  useEffect(() => {
    if (!cardTokenExpiresAt) return;
    const timer = window.setTimeout(endLookup, Math.max(Date.parse(cardTokenExpiresAt) - Date.now(), 0));
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardTokenExpiresAt]);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={t('cardLookup.balance.title')}
        description={t('cardLookup.balance.subtitle')}
        actions={
          <Button variant="outlined" onClick={lookUpAnother} data-testid="card-balance-another">
            {t('cardLookup.balance.another')}
          </Button>
        }
      />
      {balance.data ? (
        <CardBalanceView data={balance.data} />
      ) : balance.isError && !tokenRefused ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void balance.refetch()}>
              {t('cardLookup.balance.retry')}
            </Button>
          }
        >
          {error?.message}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('cardLookup.balance.loading')} />
        </Box>
      )}
    </Box>
  );
};
