import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { notifyDone } from '../../../shared/ui/notify';
import { PasswordField } from '../../../shared/ui/password-field';
import { useSession } from '../../../shared/session/use-session';
import { useChangePassword } from '../api/change-password';
import {
  changePasswordSchema,
  emptyChangePassword,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from './change-password-form';
import { AccountDialog, type AccountDialogProps } from './account-dialog';
import { NewPasswordFields } from './new-password-fields';

/**
 * Forced after an easy-password sign-in (spec §2). Done: the password is changed, and the server has ended
 * every session, so the shell signs out.
 */
export const ChangePasswordDialog = ({ open, forced, onClose, onDone }: AccountDialogProps) => {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { userInfo } = useSession();
  const { register, handleSubmit, formState, reset } = useForm<
    ChangePasswordInput,
    unknown,
    ChangePasswordValues
  >({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyChangePassword,
  });
  const { errors } = formState;

  const close = () => {
    reset(emptyChangePassword);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    await notifyDone(
      change.mutateAsync({ old_password, new_password }),
      t('auth.changePassword.success'),
      () => {
        reset(emptyChangePassword);
        onDone();
      },
    );
  });

  return (
    <AccountDialog
      open={open}
      locked={forced}
      titleId="change-password-title"
      title={t('auth.changePassword.title')}
      onClose={close}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          {forced && <Alert severity="warning">{t('auth.changePassword.forced')}</Alert>}
          {/* Lets password managers file the new password under the right account. */}
          <input hidden readOnly name="username" autoComplete="username" value={userInfo?.email ?? ''} />
          <PasswordField
            {...register('old_password')}
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            fullWidth
            error={!!errors.old_password}
            helperText={fieldErrorText(t, errors.old_password)}
          />
          <NewPasswordFields
            password={{ field: register('new_password'), error: errors.new_password }}
            confirm={{ field: register('confirm_password'), error: errors.confirm_password }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="inherit" variant="outlined" onClick={close} disabled={change.isPending}>
            {t('common.close')}
          </Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('auth.changePassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </AccountDialog>
  );
};
