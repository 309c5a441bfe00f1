import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { formatDateTime } from '../../../shared/date/date-time';
import { moneyWithCode } from '../../../shared/ui/money';
import { AmountMovements } from './amount-movements';
import { useNetworkMessage } from '../api/card-authorization-call';
import { useAuthorizationPage } from '../api/card-authorization-page';
import { isAmount, isCurrency, isMcc } from '../lib/network-form';
import { SettleStatusChip } from './authorization-chips';
import { DecisionAlert } from './decision-alert';
import { RecordActions } from './record-actions';

type Draft = { amount: string; currency: string; acceptorName: string; mcc: string };

/** The purchase's fields: width, what the input takes, how a typed value is kept, the text when it is wrong. */
const FIELDS: {
  key: keyof Draft;
  width: number;
  htmlInput: { inputMode?: 'decimal' | 'numeric'; maxLength?: number };
  typed?: (value: string) => string;
  invalid: string;
}[] = [
  { key: 'amount', width: 140, htmlInput: { inputMode: 'decimal' }, invalid: 'amountInvalid' },
  {
    key: 'currency',
    width: 100,
    htmlInput: { maxLength: 3 },
    typed: (value) => value.toUpperCase(),
    invalid: 'currencyInvalid',
  },
  { key: 'acceptorName', width: 200, htmlInput: { maxLength: 64 }, invalid: 'acceptorInvalid' },
  { key: 'mcc', width: 100, htmlInput: { maxLength: 4, inputMode: 'numeric' }, invalid: 'mccInvalid' },
];

/** Simulate purchase: amount, currency, merchant name, MCC, then Send; the decision shows below. */
const PurchaseForm = ({ cardId, currency }: { cardId: string; currency: string }) => {
  const { t } = useTranslation();
  const send = useNetworkMessage();
  const [draft, setDraft] = useState<Draft>({
    amount: '',
    currency,
    acceptorName: 'Sandbox Store',
    mcc: '5999',
  });
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const errors = {
    amount: !isAmount(draft.amount),
    currency: !isCurrency(draft.currency),
    acceptorName: draft.acceptorName.trim().length === 0 || draft.acceptorName.length > 64,
    mcc: !isMcc(draft.mcc),
  };
  const invalid = Object.values(errors).some(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    send.mutate({
      type: 'authorization',
      cardId,
      amount: draft.amount.trim(),
      currency: draft.currency.trim(),
      acceptorName: draft.acceptorName.trim(),
      mcc: draft.mcc.trim(),
    });
  };
  const error = (key: keyof Draft) => tried && errors[key];
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="simulate-purchase-title">
      <Typography id="simulate-purchase-title" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('cardAuthorization.sandbox.purchase')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            name={f.key}
            size="small"
            label={t(`cardAuthorization.sandbox.${f.key}`)}
            value={draft[f.key]}
            onChange={(e) => set({ [f.key]: f.typed ? f.typed(e.target.value) : e.target.value })}
            error={error(f.key)}
            helperText={error(f.key) ? t(`cardAuthorization.sandbox.${f.invalid}`) : ' '}
            slotProps={{ htmlInput: f.htmlInput }}
            sx={{ width: { xs: '100%', sm: f.width } }}
          />
        ))}
        <Button type="submit" variant="contained" loading={send.isPending} sx={{ mt: 0.25 }}>
          {t('cardAuthorization.sandbox.send')}
        </Button>
      </Box>
      {send.data && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <DecisionAlert record={send.data} />
        </Box>
      )}
    </Box>
  );
};

/** This card's latest approved authorizations, each with its next moves. */
const LatestAuthorizations = ({ cardId }: { cardId: string }) => {
  const { t } = useTranslation();
  const query = useAuthorizationPage({
    cardId,
    recordType: 'cardAuthorization',
    authStatus: 'approval',
    page: 1,
    size: 10,
  });
  const rows = query.data?.records ?? [];
  return (
    <Box component="section" aria-labelledby="sandbox-latest-title">
      <Typography id="sandbox-latest-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('cardAuthorization.sandbox.latest')}
      </Typography>
      {query.isPending ? (
        <Typography variant="body2" color="text.secondary">
          {t('cardAuthorization.sandbox.loading')}
        </Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('cardAuthorization.sandbox.none')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid="sandbox-authorization"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {moneyWithCode(r.transactionAmount, r.transactionCurrency)} · {r.acceptorName}
                </Typography>
                <AmountMovements record={r} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {r.recordNo} · {formatDateTime(r.createdAt)}
                  {r.authCode ? ` · ${t('cardAuthorization.fields.authCode')} ${r.authCode}` : ''}
                </Typography>
              </Box>
              <SettleStatusChip status={r.settleStatus} />
              <RecordActions record={r} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
};

/**
 * The sandbox card network for one card (Card Details composes it): simulate a purchase, then clear, reverse
 * or refund what the network approved. Each send is one network message with a fresh id.
 */
export const SandboxNetworkPanel = ({ cardId, currency }: { cardId: string; currency: string }) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return (
    <Card variant="outlined" sx={{ borderStyle: 'dashed' }} data-testid="sandbox-network-panel">
      <CardHeader
        avatar={<ScienceOutlined color="secondary" />}
        title={t('cardAuthorization.sandbox.title')}
        subheader={t('cardAuthorization.sandbox.subtitle')}
        action={
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={t('cardAuthorization.sandbox.badge')}
          />
        }
        slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      <CardContent>
        <Stack spacing={3}>
          {ability.can('edit', 'card') ? (
            <PurchaseForm cardId={cardId} currency={currency} />
          ) : (
            <Alert severity="info" variant="outlined">
              {t('cardAuthorization.sandbox.noPermission')}
            </Alert>
          )}
          <LatestAuthorizations cardId={cardId} />
        </Stack>
      </CardContent>
    </Card>
  );
};
