import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorText } from '../../../shared/ui/field-error';
import { InputField } from '../../../shared/ui/input-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { TextLink } from '../../../shared/ui/router-links';
import { ApiError, errorCode } from '../../../shared/http/api-error';
import { useLogin } from '../api/login';
import type { loginSchema } from './login-schema';

type LoginInput = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

/**
 * The contract's schema (and the schema library with it) loads for the first check, a submit, not with the
 * page: showing the form does not need it. Typing starts the download, so a submit rarely waits for it.
 */
const loadSchema = () => import('./login-schema');
const resolver: Resolver<LoginInput, unknown, LoginValues> = async (values, context, options) =>
  (await loadSchema()).loginResolver(values, context, options);

/**
 * Spec §2 login: email and password. Wrong credentials show the server's message as a toast and mark
 * both fields. A user with a second factor then gets the code step (`onCodeStep`).
 */
export const LoginForm = ({
  onSignedIn,
  onCodeStep,
}: {
  onSignedIn: () => void;
  onCodeStep: (twoFactorToken: string) => void;
}) => {
  const { t } = useTranslation();
  const login = useLogin();
  const { register, handleSubmit, formState, setError } = useForm<LoginInput, unknown, LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    await login.mutateAsync(values).then(
      (answer) => ('token' in answer ? onSignedIn() : onCodeStep(answer.twoFactorToken)),
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== errorCode('LOGIN_FAILED')) return;
        setError('email', { type: 'server', message: ' ' });
        setError('password', { type: 'server', message: error.message });
      },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInputCapture={() => void loadSchema()}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <InputField
        {...register('email')}
        size="medium"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        autoFocus
        error={!!errors.email}
        helperText={fieldErrorText(t, errors.email)}
      />
      <PasswordField
        {...register('password')}
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
      <Button type="submit" size="large" variant="contained" loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Box>
  );
};
