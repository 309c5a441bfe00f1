import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText, passwordHelperText } from '../../../shared/ui/field-error';
import { PasswordField } from '../../../shared/ui/password-field';

type Field = { field: UseFormRegisterReturn; error: FieldError | undefined };

/**
 * The new password (its rule always shown, spec §5 SetPasswordTips) and the same again, as the change and
 * the reset of a password ask for them.
 */
export const NewPasswordFields = ({
  password,
  confirm,
  size,
}: {
  password: Field;
  confirm: Field;
  size?: 'medium';
}) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...password.field}
        size={size}
        fullWidth
        label={t('auth.newPassword')}
        autoComplete="new-password"
        error={!!password.error}
        helperText={passwordHelperText(t, password.error)}
      />
      <PasswordField
        {...confirm.field}
        size={size}
        fullWidth
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={!!confirm.error}
        helperText={fieldErrorText(t, confirm.error)}
      />
    </>
  );
};
