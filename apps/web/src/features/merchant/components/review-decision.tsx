import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
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
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

const DECISIONS = ['approve', 'reject'] as const;
type Decision = (typeof DECISIONS)[number];
/** Approving is the safe, green action; rejecting the red one. */
const COLOR: Record<Decision, 'success' | 'error'> = { approve: 'success', reject: 'error' };

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
  const [asking, setAsking] = useState<Decision | null>(null);
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const noReason = reasons.length === 0;
  const close = () => {
    setAsking(null);
    setTried(false);
  };
  const decide = (action: Decision) => {
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
  // The reviewer's comment under either decision (rejecting adds a hint, more room and a limit).
  const commentField = (more: Pick<TextFieldProps, 'helperText' | 'minRows' | 'slotProps'>) => (
    <TextField
      name="comment"
      label={t('merchant.review.comment')}
      value={comment}
      onChange={(e) => setComment(e.target.value)}
      multiline
      fullWidth
      sx={{ mt: 2 }}
      {...more}
    />
  );
  // One decision's confirmation around the reviewer's fields: a plain call, not a component defined here,
  // so the fields are not remounted (and do not lose focus) on every keystroke.
  const confirming = (action: Decision, fields: ReactNode) => (
    <ConfirmDialog
      open={asking === action}
      title={t(`merchant.review.${action}Title`)}
      text={t(`merchant.review.${action}Text`, { no: merchant.merchantNo, name: merchant.name })}
      confirm={t(`merchant.review.${action}`)}
      color={COLOR[action]}
      busy={call.isPending}
      cancelLabel={t('merchant.cancel')}
      onConfirm={() => decide(action)}
      onClose={close}
    >
      {fields}
    </ConfirmDialog>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {DECISIONS.map((action) => (
        <Button key={action} variant="contained" color={COLOR[action]} onClick={() => setAsking(action)}>
          {t(`merchant.review.${action}`)}
        </Button>
      ))}
      {confirming('approve', commentField({ minRows: 2 }))}
      {confirming(
        'reject',
        <>
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
          {commentField({
            helperText: t('merchant.review.commentHint'),
            minRows: 3,
            slotProps: { htmlInput: { maxLength: 1000 } },
          })}
        </>,
      )}
    </Box>
  );
};
