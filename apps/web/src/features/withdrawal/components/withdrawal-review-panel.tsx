import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalReview } from '@remit/contract/withdrawal-review';
import { moneyWithCode } from '../../../shared/ui/money';
import { Figure } from '../../../shared/ui/figure';

/**
 * The review before a withdrawal is made, with the server's figures: from, to, amount, fee, total, the rate
 * (none: paid out in the balance's own currency) and what happens after Confirm.
 */
export const WithdrawalReviewPanel = ({
  review,
  confirming,
  onBack,
  onConfirm,
}: {
  review: WithdrawalReview;
  confirming: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  const c = review.currency;
  const to = [review.beneficiaryName, review.accountNumber, review.bankName].filter(Boolean).join(' · ');
  return (
    <Card>
      <CardContent>
        <Box
          component="section"
          aria-labelledby="withdrawal-review-title"
          data-testid="withdrawal-review"
          sx={{ maxWidth: 640, mx: 'auto' }}
        >
          <Typography id="withdrawal-review-title" variant="h6" component="h2">
            {t('withdrawal.review.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('withdrawal.review.intro')}
          </Typography>
          <Figure
            label={t('withdrawal.review.from')}
            value={t('withdrawal.review.fromValue', {
              currency: c,
              available: moneyWithCode(review.available, c),
            })}
          />
          <Figure label={t('withdrawal.review.to')} value={to} />
          <Divider sx={{ my: 1 }} />
          <Figure label={t('withdrawal.form.amount')} value={moneyWithCode(review.amount, c)} />
          <Figure label={t('withdrawal.form.fee')} value={moneyWithCode(review.fee, c)} />
          <Figure label={t('withdrawal.form.total')} value={moneyWithCode(review.total, c)} strong />
          <Figure
            label={t('withdrawal.review.rate')}
            value={t('withdrawal.review.noConversion', { currency: c })}
          />
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('withdrawal.review.next')}
          </Typography>
          <Typography variant="body2" data-testid="withdrawal-next">
            {t(`withdrawal.review.nextSteps.${review.next}`, { total: moneyWithCode(review.total, c) })}
          </Typography>
          {review.exceedsAvailable && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('withdrawal.form.errors.exceeds')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
            <Button color="inherit" onClick={onBack} disabled={confirming}>
              {t('withdrawal.review.back')}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={onConfirm}
              loading={confirming}
              disabled={review.exceedsAvailable}
            >
              {t('withdrawal.review.confirm')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
