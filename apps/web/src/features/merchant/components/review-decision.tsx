import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REJECTION_REASONS,
  merchantMessages,
  rejectionReasonText,
  type MerchantReviewDetail,
  type RejectionReason,
} from '@remit/contract/merchant';
import { useContractText } from '../../../shared/i18n/contract-text';
import { notifySuccess } from '../../../shared/ui/notify';
import { useMerchantReviewCall } from '../api/merchant-review';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The reviewer's decision: Approve (confirmed; it opens the merchant's accounts), or Reject with at least
 * one of the spec §4 reasons and a comment (confirmed). The server refuses the maker of the submission.
 */
export const ReviewDecision = ({
  merchant,
  onDecided,
}: {
  merchant: MerchantReviewDetail;
  onDecided: () => void;
}) => {
  const { t } = useTranslation();
  const text = useContractText();
  const call = useMerchantReviewCall();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const noReason = reasons.length === 0;
  const close = () => {
    setAsking(null);
    setTried(false);
  };
  const decide = (action: 'approve' | 'reject') => {
    if (action === 'reject' && noReason) {
      setTried(true);
      return;
    }
    call.mutate(
      {
        id: merchant.id,
        action,
        reasons: action === 'reject' ? reasons : [],
        comment: comment.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t(`merchant.review.${action}Done`, { no: merchant.merchantNo }));
          close();
          onDecided();
        },
        onError: close,
      },
    );
  };
  const toggle = (reason: RejectionReason, on: boolean) =>
    setReasons(on ? [...reasons, reason] : reasons.filter((r) => r !== reason));
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="contained" color="success" onClick={() => setAsking('approve')}>
        {t('merchant.review.approve')}
      </Button>
      <Button variant="contained" color="error" onClick={() => setAsking('reject')}>
        {t('merchant.review.reject')}
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        title={t('merchant.review.approveTitle')}
        text={t('merchant.review.approveText', { no: merchant.merchantNo, name: merchant.name })}
        confirm={t('merchant.review.approve')}
        color="success"
        busy={call.isPending}
        onConfirm={() => decide('approve')}
        onClose={close}
      >
        <TextField
          name="comment"
          label={t('merchant.review.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title={t('merchant.review.rejectTitle')}
        text={t('merchant.review.rejectText', { no: merchant.merchantNo, name: merchant.name })}
        confirm={t('merchant.review.reject')}
        color="error"
        busy={call.isPending}
        onConfirm={() => decide('reject')}
        onClose={close}
      >
        <FormControl component="fieldset" error={tried && noReason} sx={{ mt: 2 }} required>
          <FormLabel component="legend">{t('merchant.review.reasons')}</FormLabel>
          <FormGroup>
            {REJECTION_REASONS.map((reason) => (
              <FormControlLabel
                key={reason}
                control={
                  <Checkbox
                    name="reasons"
                    value={reason}
                    checked={reasons.includes(reason)}
                    onChange={(e) => toggle(reason, e.target.checked)}
                  />
                }
                label={text(rejectionReasonText[reason], reason)}
              />
            ))}
          </FormGroup>
          {tried && noReason && <FormHelperText>{t(merchantMessages.rejectReasons)}</FormHelperText>}
        </FormControl>
        <TextField
          name="comment"
          label={t('merchant.review.comment')}
          helperText={t('merchant.review.commentHint')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </Box>
  );
};
