import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_LIMIT_KINDS,
  cardLimitText,
  limitProblems,
  type CardDetail,
  type CardLimitKind,
  type CardLimitValues,
} from '@remit/contract/card';
import type { ApiError } from '../../../shared/http/api-error';
import { useContractText } from '../../../shared/i18n/contract-text';
import { formatMoney } from '../../../shared/ui/money-format';
import { notifySuccess } from '../../../shared/ui/notify';
import { useUpdateLimits } from '../api/card-mutations';
import { limitDraft, limitFormatProblems, limitsInput, type LimitDraft } from '../lib/card-limits';

/** The product's defaults, from the card's limit lines. */
const defaultsOf = (card: CardDetail): CardLimitValues => {
  const of = (k: CardLimitKind) => card.limits.find((l) => l.kind === k)?.defaultLimit ?? '0';
  return {
    total: of('total'),
    single: of('single'),
    daily: of('daily'),
    monthly: of('monthly'),
    dailyCount: Number(of('dailyCount')),
  };
};

/**
 * Edit limits (spec §5): each field shows the product's default; a value may only be lower, and an empty
 * field means the default. Checked here with the contract's rule before the server checks it again.
 */
export const LimitsDialog = ({ card, onClose }: { card: CardDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const update = useUpdateLimits();
  const [draft, setDraft] = useState<LimitDraft>(() => limitDraft(card.limits));
  const defaults = defaultsOf(card);
  const format = limitFormatProblems(draft);
  const { raised, order } = format.length
    ? { raised: [], order: [] }
    : limitProblems(limitsInput(draft), defaults);
  const name = (k: CardLimitKind) => text(cardLimitText[k], k);
  const errorOf = (k: CardLimitKind) =>
    format.includes(k)
      ? t(k === 'dailyCount' ? 'card.limits.wholeNumber' : 'card.limits.amount')
      : raised.includes(k)
        ? t('validation.limitRaised')
        : order.find(([lo]) => lo === k)
          ? t('card.limits.orderPair', { higher: name(order.find(([lo]) => lo === k)![1]) })
          : undefined;
  const invalid = format.length > 0 || raised.length > 0 || order.length > 0;
  const showDefault = (k: CardLimitKind) =>
    k === 'dailyCount'
      ? String(defaults.dailyCount)
      : `${formatMoney(defaults[k], card.currency)} ${card.currency}`;
  const save = () =>
    update.mutate(
      { id: card.id, limits: limitsInput(draft) },
      {
        onSuccess: () => {
          notifySuccess(t('card.limits.saved'));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('card.limits.editTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('card.limits.editText')}</DialogContentText>
        <Box
          component="form"
          id="limits-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) save();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          {CARD_LIMIT_KINDS.map((k) => {
            const error = errorOf(k);
            return (
              <TextField
                key={k}
                name={k}
                label={name(k)}
                value={draft[k]}
                placeholder={t('card.limits.unset')}
                onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
                error={!!error}
                helperText={error ?? t('card.limits.defaultIs', { value: showDefault(k) })}
                slotProps={{
                  htmlInput: { inputMode: k === 'dailyCount' ? 'numeric' : 'decimal' },
                  input:
                    k === 'dailyCount'
                      ? undefined
                      : { endAdornment: <InputAdornment position="end">{card.currency}</InputAdornment> },
                }}
              />
            );
          })}
        </Box>
        {update.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {(update.error as ApiError).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={update.isPending}>
          {t('card.cancel')}
        </Button>
        <Button
          type="submit"
          form="limits-form"
          variant="contained"
          loading={update.isPending}
          disabled={invalid}
        >
          {t('card.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
