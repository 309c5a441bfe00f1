import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One figure of a review: its name, and its value (a dash when there is none). */
export const ReviewRow = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
      {value || '—'}
    </Typography>
  </Box>
);

/**
 * A card form in a dialog that is reviewed before it is sent (apply for a card, move money): the form `form`
 * with Cancel and Review (which submits it: `onReview` checks it and turns to the review), then the review
 * (its text above the `ReviewRow`s, `after` below them) with Back and Confirm, which spins while the call is on
 * its way (the dialog stays open meanwhile).
 */
export const ReviewDialog = ({
  open = true,
  title,
  form,
  formSx,
  fields,
  onReview,
  reviewing,
  testId,
  texts,
  numeric,
  rows,
  after,
  pending,
  onCancel,
  onBack,
  onConfirm,
}: {
  open?: boolean;
  title: string;
  form: string;
  formSx: SxProps<Theme>;
  fields: ReactNode;
  onReview: () => void;
  reviewing: boolean;
  testId: string;
  /** Where the texts stand: `<texts>.reviewText` above the figures, `review` and `confirm` on the buttons. */
  texts: 'card.apply' | 'card.move';
  /** Figures in tabular digits (amounts). */
  numeric?: boolean;
  rows: ReactNode;
  after?: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {!reviewing ? (
          <Box
            component="form"
            id={form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onReview();
            }}
            sx={formSx}
          >
            {fields}
          </Box>
        ) : (
          <Box data-testid={testId}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(`${texts}.reviewText`)}
            </Alert>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 3,
                rowGap: 1,
                m: 0,
                ...(numeric ? { fontVariantNumeric: 'tabular-nums' } : {}),
              }}
            >
              {rows}
            </Box>
            {after}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {!reviewing ? (
          <>
            <Button onClick={onCancel} color="inherit">
              {t('card.cancel')}
            </Button>
            <Button type="submit" form={form} variant="contained">
              {t(`${texts}.review`)}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onBack} color="inherit" disabled={pending}>
              {t('card.back')}
            </Button>
            <Button variant="contained" onClick={onConfirm} loading={pending}>
              {t(`${texts}.confirm`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
