import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidAcsPassword, isValidPin, type CardDetail, type CardSecret } from '@remit/contract/card';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCardCall } from '../api/card-mutations';
import type { DialogProps } from '../../../shared/ui/dialog-props';

type TabName = CardSecret | 'email';

/** One secret (the PIN or the ACS password): set it now, or reset it with the code mailed to the cardholder. */
const SecretForm = ({ card, secret, onClose }: DialogProps<{ card: CardDetail; secret: CardSecret }>) => {
  const { t } = useTranslation();
  const call = useCardCall();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [byCode, setByCode] = useState(false);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const pin = secret === 'pin';
  const valid = pin ? isValidPin(value) : isValidAcsPassword(value);
  const matches = value === confirm;
  const codeOk = /^\d{6}$/.test(code);
  const problem = value && !valid ? t(pin ? 'validation.pin' : 'validation.acsPassword') : '';
  const has = pin ? card.hasPin : card.hasAcsPassword;
  const done = { onSuccess: () => (notifySuccess(t(`card.secrets.${secret}Saved`)), onClose()) };
  const save = () => {
    if (!byCode) {
      if (pin) call.mutate({ id: card.id, action: 'setPin', pin: value }, done);
      else call.mutate({ id: card.id, action: 'setAcsPassword', password: value }, done);
    } else if (pin) call.mutate({ id: card.id, action: 'resetPin', code, pin: value }, done);
    else call.mutate({ id: card.id, action: 'resetAcsPassword', code, password: value }, done);
  };
  const sendCode = () =>
    call.mutate(
      { id: card.id, action: 'sendResetCode', secret },
      { onSuccess: () => (setSent(true), notifySuccess(t('card.secrets.codeSent'))) },
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t(has ? `card.secrets.${secret}Set` : `card.secrets.${secret}NotSet`)}{' '}
        {t(`card.secrets.${secret}Rule`)}
      </Typography>
      <FormControlLabel
        control={<Switch checked={byCode} onChange={(e) => setByCode(e.target.checked)} />}
        label={t('card.secrets.byCode')}
      />
      {byCode && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={sendCode} loading={call.isPending && !sent}>
            {sent ? t('card.secrets.sendAgain') : t('card.secrets.sendCode')}
          </Button>
          <TextField
            name="code"
            label={t('card.secrets.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            helperText={sent ? t('card.secrets.codeHelp') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            size="small"
          />
        </Box>
      )}
      <TextField
        name={secret}
        type="password"
        label={t(`card.secrets.${secret}New`)}
        value={value}
        onChange={(e) =>
          setValue(pin ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value.slice(0, 20))
        }
        error={!!problem}
        helperText={problem || ' '}
        slotProps={{ htmlInput: { inputMode: pin ? 'numeric' : 'text', autoComplete: 'new-password' } }}
      />
      <TextField
        name={`${secret}Confirm`}
        type="password"
        label={t(`card.secrets.${secret}Confirm`)}
        value={confirm}
        onChange={(e) =>
          setConfirm(pin ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value.slice(0, 20))
        }
        error={!!confirm && !matches}
        helperText={confirm && !matches ? t('card.secrets.mismatch') : ' '}
        slotProps={{ htmlInput: { inputMode: pin ? 'numeric' : 'text', autoComplete: 'new-password' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={save}
          loading={call.isPending}
          disabled={!valid || !matches || (byCode && !codeOk)}
        >
          {t(`card.secrets.${secret}Save`)}
        </Button>
      </Box>
    </Box>
  );
};

/** PIN, ACS password and the card information mail: only ever to the cardholder's registered address. */
export const CardSecretsDialog = ({ card, onClose }: { card: CardDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const call = useCardCall();
  const [tab, setTab] = useState<TabName>('pin');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('card.secrets.title', { pan: card.maskedPan })}</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_e, v: TabName) => setTab(v)}
          aria-label={t('card.secrets.title', { pan: card.maskedPan })}
        >
          <Tab value="pin" label={t('card.secrets.pinTab')} />
          <Tab value="acsPassword" label={t('card.secrets.acsTab')} />
          <Tab value="email" label={t('card.secrets.emailTab')} />
        </Tabs>
        {tab === 'email' ? (
          <Box sx={{ display: 'grid', gap: 2, pt: 2 }}>
            <Alert severity="info">{t('card.secrets.emailText')}</Alert>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                loading={call.isPending}
                onClick={() =>
                  call.mutate(
                    { id: card.id, action: 'sendInfo' },
                    { onSuccess: () => (notifySuccess(t('card.secrets.emailSent')), onClose()) },
                  )
                }
              >
                {t('card.secrets.emailSend')}
              </Button>
            </Box>
          </Box>
        ) : (
          <SecretForm key={tab} card={card} secret={tab} onClose={onClose} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('card.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
