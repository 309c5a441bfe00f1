import { totpCodeField, type TwoFactorEnrolData } from '@remit/contract/two-factor';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCode } from '../../../shared/http/api-error';
import { notifySuccess } from '../../../shared/ui/notify';
import { useConfirmEnrolment, useStartEnrolment } from '../api/two-factor';
import { AccountDialog, type AccountDialogProps } from './account-dialog';
import { CodeField, useCodeForm } from './code-form';

const QR_SIZE = 200;

/**
 * Enrolment: scan the QR code, confirm a first code, then keep the ten recovery codes shown once. Forced when
 * the partner requires a second factor; done when enrolled and the recovery codes are acknowledged.
 */
export const TwoFactorEnrolDialog = ({ open, forced, onClose, onDone }: AccountDialogProps) => {
  const { t } = useTranslation();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [secret, setSecret] = useState<TwoFactorEnrolData | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [alreadyOn, setAlreadyOn] = useState(false);
  const { register, handleSubmit, formState, serverError, reset } = useCodeForm(totpCodeField);
  const { errors } = formState;
  const { mutateAsync: begin } = start;

  useEffect(() => {
    if (!open) return;
    setSecret(null);
    setRecoveryCodes(null);
    setAlreadyOn(false);
    reset({ code: '' });
    begin().then(setSecret, (error: unknown) => {
      if (error instanceof ApiError && error.code === errorCode('TWO_FACTOR_ALREADY_ENABLED'))
        setAlreadyOn(true);
    });
  }, [open, begin, reset]);

  const onSubmit = handleSubmit(async ({ code }) => {
    await confirm.mutateAsync(code).then(({ recoveryCodes: codes }) => {
      notifySuccess(t('auth.twoFactor.success'));
      setRecoveryCodes(codes);
    }, serverError);
  });

  const copyCodes = () => {
    if (!recoveryCodes) return;
    void navigator.clipboard?.writeText(recoveryCodes.join('\n')).then(
      () => notifySuccess(t('auth.twoFactor.copied')),
      () => undefined,
    );
  };

  const closeButton = (
    <Button color="inherit" variant="outlined" onClick={onClose} disabled={confirm.isPending}>
      {t('common.close')}
    </Button>
  );

  return (
    <AccountDialog
      open={open}
      locked={forced || !!recoveryCodes}
      titleId="two-factor-title"
      title={recoveryCodes ? t('auth.twoFactor.recoveryTitle') : t('auth.twoFactor.enrolTitle')}
      onClose={onClose}
    >
      {recoveryCodes ? (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Typography variant="body2">{t('auth.twoFactor.recoveryHelp')}</Typography>
            <Box
              component="ol"
              aria-label={t('auth.twoFactor.recoveryTitle')}
              sx={{
                m: 0,
                p: 2,
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: 'repeat(2, 1fr)',
                gap: 1,
                bgcolor: 'action.hover',
                borderRadius: 1,
                fontFamily: 'monospace',
                fontSize: 16,
                textAlign: 'center',
              }}
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button color="inherit" variant="outlined" onClick={copyCodes}>
              {t('auth.twoFactor.copy')}
            </Button>
            <Button variant="contained" onClick={onDone}>
              {t('auth.twoFactor.done')}
            </Button>
          </DialogActions>
        </>
      ) : alreadyOn ? (
        <>
          <DialogContent sx={{ pt: 1 }}>
            <Alert severity="info">{t('auth.twoFactor.alreadyOn')}</Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>{closeButton}</DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {forced && <Alert severity="warning">{t('auth.twoFactor.required')}</Alert>}
            <Typography variant="body2">{t('auth.twoFactor.scan')}</Typography>
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
              {secret ? (
                <img src={secret.qrCode} alt={t('auth.twoFactor.qrAlt')} width={QR_SIZE} height={QR_SIZE} />
              ) : (
                <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
              )}
              <Typography variant="caption" color="text.secondary">
                {t('auth.twoFactor.manual')}
              </Typography>
              <Typography
                data-testid="two-factor-secret"
                sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', textAlign: 'center' }}
              >
                {secret?.secret.replace(/(.{4})/g, '$1 ').trim() ?? ' '}
              </Typography>
            </Box>
            <Typography variant="body2">{t('auth.twoFactor.enterCode')}</Typography>
            <CodeField
              field={register('code')}
              error={errors.code}
              label={t('auth.twoFactor.code')}
              htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
              help=" "
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            {closeButton}
            <Button type="submit" variant="contained" loading={confirm.isPending} disabled={!secret}>
              {t('auth.twoFactor.confirm')}
            </Button>
          </DialogActions>
        </form>
      )}
    </AccountDialog>
  );
};
