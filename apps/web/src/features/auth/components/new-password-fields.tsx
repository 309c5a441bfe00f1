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
      {(
        [
          { key: 'password', f: password, label: t('auth.newPassword'), helper: passwordHelperText },
          { key: 'confirm', f: confirm, label: t('auth.confirmPassword'), helper: fieldErrorText },
        ] as const
      ).map(({ key, f, label, helper }) => (
        <PasswordField
          key={key}
          {...f.field}
          size={size}
          fullWidth
          label={label}
          autoComplete="new-password"
          error={!!f.error}
          helperText={helper(t, f.error)}
        />
      ))}
    </>
  );
};
