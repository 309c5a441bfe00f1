import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_VIEW_SECONDS, type CardDetail, type CardSensitiveData } from '@remit/contract/card';
import { errorCode, type ApiError } from '../../../shared/http/api-error';
import { copyText } from '../../../shared/ui/copy-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { useSensitiveView } from '../api/card-mutations';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/** A PAN in groups of four, as printed on a card. */
export const groupPan = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

const Secret = ({
  label,
  value,
  shown,
  testId,
}: {
  label: string;
  value: string;
  shown: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const copy = () => copyText(value, t('card.sensitive.copied'), t('card.sensitive.copyFailed'));
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="h6" component="div" sx={{ fontFamily: 'monospace' }} data-testid={testId}>
          {shown}
        </Typography>
      </Box>
      <IconButton onClick={() => void copy()} aria-label={t('card.sensitive.copy', { what: label })}>
        <ContentCopy fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** Counts down from the seconds the server allows, then calls `onEnd`. */
const useCountdown = (seconds: number, onEnd: () => void) => {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onEnd();
      }
    }, 250);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds]);
  return left;
};

const Shown = ({ data, onHide }: { data: CardSensitiveData; onHide: () => void }) => {
  const { t } = useTranslation();
  const seconds = data.visibleSeconds || SENSITIVE_VIEW_SECONDS;
  const left = useCountdown(seconds, onHide);
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('card.sensitive.warning')}
      </Alert>
      <Secret
        label={t('card.sensitive.pan')}
        value={data.pan}
        shown={groupPan(data.pan)}
        testId="sensitive-pan"
      />
      <Secret
        label={t('card.fields.expiry')}
        value={data.expiry}
        shown={data.expiry}
        testId="sensitive-expiry"
      />
      <Secret label={t('card.sensitive.cvv2')} value={data.cvv2} shown={data.cvv2} testId="sensitive-cvv2" />
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" data-testid="sensitive-countdown" aria-live="polite">
          {t('card.sensitive.countdown', { seconds: left })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(left / seconds) * 100}
          aria-label={t('card.sensitive.countdown', { seconds: left })}
          sx={{ mt: 1 }}
        />
      </Box>
    </>
  );
};

/**
 * View sensitive info: the password again (and the authenticator code when the user has a second factor),
 * then PAN, expiry and CVV2 for the seconds the server allows, with copy buttons; then hidden again. The
 * numbers live only in this dialog's state and are dropped when it hides or closes.
 */
export const SensitiveDialog = ({
  card,
  twoFactor,
  onClose,
}: DialogProps<{ card: CardDetail; twoFactor: boolean }>) => {
  const { t } = useTranslation();
  const view = useSensitiveView();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(twoFactor);
  const [hidden, setHidden] = useState(false);
  const error = view.error as ApiError | null;
  useEffect(() => {
    if (error?.code === errorCode('CARD_SECOND_FACTOR_REQUIRED')) setAskCode(true);
  }, [error]);
  const submit = () => {
    setHidden(false);
    view.mutate(
      { id: card.id, password, code: askCode && code.trim() ? code.trim() : undefined },
      { onSuccess: () => setPassword('') },
    );
  };
  const hide = () => {
    view.reset();
    setHidden(true);
  };
  const data = view.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('card.sensitive.title', { pan: card.maskedPan })}</DialogTitle>
      <DialogContent>
        {data ? (
          <Shown key={data.pan + data.cvv2} data={data} onHide={hide} />
        ) : (
          <Box
            component="form"
            id="sensitive-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (password) submit();
            }}
          >
            {hidden && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="sensitive-hidden">
                {t('card.sensitive.hidden')}
              </Alert>
            )}
            <DialogContentText sx={{ mb: 2 }}>{t('card.sensitive.ask')}</DialogContentText>
            <PasswordField
              name="password"
              label={t('card.sensitive.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              autoFocus
              fullWidth
              sx={{ mb: 2 }}
            />
            {askCode && (
              <TextField
                name="code"
                label={t('card.sensitive.code')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
                fullWidth
                sx={{ mb: 2 }}
              />
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {data ? (
          <>
            <Button onClick={hide} color="inherit">
              {t('card.sensitive.hideNow')}
            </Button>
            <Button onClick={onClose} variant="contained">
              {t('card.close')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} color="inherit">
              {t('card.cancel')}
            </Button>
            <Button
              type="submit"
              form="sensitive-form"
              variant="contained"
              loading={view.isPending}
              disabled={!password || (askCode && !code.trim())}
            >
              {t('card.sensitive.show')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
