import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_KINDS, type MaterialRecord } from '@remit/contract/material';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { formatDateTime } from '../../../shared/date/date-time';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
import { useCollectionMutation } from '../api/collection-api';
import { CertificateView } from './certificate-view';
import { DecisionCommentsField, useDecisionComments } from './decision-comments';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/** The two decisions in their order: Reject outlined in red, then Approve, the main action, in green. */
const DECISIONS = [
  { action: 'reject', color: 'error', variant: 'outlined' },
  { action: 'approve', color: 'success', variant: 'contained' },
] as const;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * The operator's review of a material Under Review: both certificates side by side, the amount and the
 * partner's comments, then Approve or Reject (rejecting needs review comments saying why).
 */
export const ReviewMaterialDialog = ({ material, onClose }: DialogProps<{ material: MaterialRecord }>) => {
  const { t } = useTranslation();
  const review = useCollectionMutation<MaterialRecord>('material', 'review');
  const comments = useDecisionComments();
  const decide = async (action: 'approve' | 'reject') => {
    const text = comments.checked(action === 'reject');
    if (text === undefined) return;
    await notifyDone(
      review.mutateAsync({ id: material.id, action, comments: text }),
      t(action === 'approve' ? 'collection.review.approved' : 'collection.review.rejected'),
      onClose,
    );
  };
  return (
    <Dialog
      open
      onClose={review.isPending ? undefined : onClose}
      aria-labelledby="review-material-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.medium, maxWidth: '100%' } } }}
    >
      <DialogTitle id="review-material-title">
        {t('collection.review.title', { no: material.materialNo })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        {review.error && <Alert severity="error">{review.error.message}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            pt: 1,
          }}
        >
          <Fact label={t('collection.fields.materialName')}>{material.name}</Fact>
          <Fact label={t('collection.fields.partner')}>{material.partnerName}</Fact>
          <Fact label={t('collection.fields.amount')}>
            {moneyWithCode(material.amount, material.currency)}
          </Fact>
          <Fact label={t('collection.fields.created')}>{formatDateTime(material.createdAt)}</Fact>
        </Box>
        <Fact label={t('collection.fields.comments')}>{material.comments || '—'}</Fact>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CERTIFICATE_KINDS.map((kind) => (
            <CertificateView key={kind} material={material} kind={kind} />
          ))}
        </Box>
        <DecisionCommentsField
          name="reviewComments"
          label={t('collection.fields.reviewComments')}
          hint={t('collection.review.commentsHint')}
          comments={comments}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={review.isPending}>
          {t('collection.cancel')}
        </Button>
        {DECISIONS.map(({ action, color, variant }) => (
          <Button
            key={action}
            color={color}
            variant={variant}
            disabled={review.isPending}
            onClick={() => void decide(action)}
          >
            {t(`collection.review.${action}`)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
};
