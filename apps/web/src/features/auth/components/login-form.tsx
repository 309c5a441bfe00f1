import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { InputField } from '../../../shared/ui/input-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextLink } from '../../../shared/ui/router-links';
import { ApiError, errorCode } from '../../../shared/http/api-error';
import { login } from '../api/login';
import { startSession } from '../session';
import type { LoginErrors, LoginValues } from './login-schema';

/**
 * The contract's schema (and the schema library with it) loads for the first check, a submit, not with the
 * page: showing the form does not need it. Typing starts the download, so a submit rarely waits for it.
 */
const loadSchema = () => import('./login-schema');

/**
 * Spec §2 login: email and password. Wrong credentials show the server's message under the fields and mark
 * both. A user with a second factor then gets the code step (`onCodeStep`).
 *
 * The first screen most people load: two fields held in component state and checked against the contract's
 * schema, without a form library (react-hook-form is 14 KB compressed, more than the form itself). As with
 * the other forms, fields are checked on submit, then again as they change.
 */
export const LoginForm = ({
  onSignedIn,
  onCodeStep,
}: {
  onSignedIn: () => void;
  onCodeStep: (twoFactorToken: string) => void;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  const check = async (next: LoginValues) => {
    const result = (await loadSchema()).checkLogin(next);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void check(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const result = await check(values);
    if (!result.ok) return;
    setPending(true);
    try {
      const answer = await login(result.values);
      if ('token' in answer) {
        startSession(answer);
        onSignedIn();
      } else onCodeStep(answer.twoFactorToken);
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCode('LOGIN_FAILED'))
        setErrors({
          email: { type: 'server', message: ' ' },
          password: { type: 'server', message: error.message },
        });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => void onSubmit(event)}
      onInputCapture={() => void loadSchema()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <InputField
        name="email"
        value={values.email}
        onChange={change('email')}
        size="medium"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        autoFocus
        error={!!errors.email}
        helperText={fieldErrorText(t, errors.email)}
      />
      <PasswordField
        name="password"
        value={values.password}
        onChange={change('password')}
        size="medium"
        fullWidth
        label={t('auth.password')}
        autoComplete="current-password"
        error={!!errors.password}
        helperText={fieldErrorText(t, errors.password)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <TextLink to="/forget-password" variant="body2" underline="hover">
          {t('auth.login.forgot')}
        </TextLink>
      </Box>
      <Button type="submit" size="large" variant="contained" loading={pending}>
        {t('auth.login.submit')}
      </Button>
    </Box>
  );
};
