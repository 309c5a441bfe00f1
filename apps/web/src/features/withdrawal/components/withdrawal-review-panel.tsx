import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WithdrawalReview } from '@remit/contract/withdrawal-review';
import { moneyWithCode } from '../../../shared/ui/money';
import { ReviewCard } from '../../../shared/ui/review-card';
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
    <ReviewCard
      title={t('withdrawal.review.title')}
      intro={t('withdrawal.review.intro')}
      testId="withdrawal-review"
      backText={t('withdrawal.review.back')}
      confirmText={t('withdrawal.review.confirm')}
      onBack={onBack}
      onConfirm={onConfirm}
      confirming={confirming}
      confirmDisabled={review.exceedsAvailable}
    >
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
    </ReviewCard>
  );
};
