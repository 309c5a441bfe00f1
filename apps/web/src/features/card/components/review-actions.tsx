import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/**
 * A card form's actions before and at its review: Cancel and Review (submitting the form `form`), then Back
 * and Confirm, which spins while the call is on its way.
 */
export const ReviewActions = ({
  reviewing,
  form,
  reviewLabel,
  confirmLabel,
  pending,
  onCancel,
  onBack,
  onConfirm,
}: {
  reviewing: boolean;
  form: string;
  reviewLabel: string;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <DialogActions>
      {!reviewing ? (
        <>
          <Button onClick={onCancel} color="inherit">
            {t('card.cancel')}
          </Button>
          <Button type="submit" form={form} variant="contained">
            {reviewLabel}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={onBack} color="inherit" disabled={pending}>
            {t('card.back')}
          </Button>
          <Button variant="contained" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      )}
    </DialogActions>
  );
};
