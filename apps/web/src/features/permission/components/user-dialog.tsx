import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { USER_STATUS, userCreateRequest, userNameField, type UserRecord } from '@remit/contract/user';
import { messages } from '@remit/contract/validation';
import { notifySuccess } from '../../../shared/ui/notify';
import { useRoleList } from '../api/role-list';
import { useCreateUser, useResetTwoFactor, useUpdateUser } from '../api/user-changes';
import { changedOnly } from '../lib/changed-only';
import { saveAndClose, showServerError } from './server-errors';
import { SettingsDialog, SettingsField } from './settings-dialog';

const roleIdField = z.string({ error: messages.required }).min(1, { error: messages.required });
/** Add: the contract's own rules for name and email (spec §5), a role must be picked. */
const addSchema = userCreateRequest
  .pick({ userName: true, email: true })
  .extend({ roleId: roleIdField, enabled: z.boolean() });
/** Edit: the email is the sign-in name and stays; name, role and enabled change. */
const editSchema = z.object({
  userName: userNameField,
  email: z.string(),
  roleId: roleIdField,
  enabled: z.boolean(),
});
type Values = z.infer<typeof editSchema>;
const FIELDS = ['userName', 'email', 'roleId'] as const;

type Props = {
  /** The user to edit; none to add one. */
  user?: UserRecord;
  onClose: () => void;
};

/** Add (name, email, role: the server mails a temporary password) or edit (name, role, enabled). */
export const UserDialog = ({ user, onClose }: Props) => {
  const { t } = useTranslation();
  const roles = useRoleList();
  const create = useCreateUser();
  const update = useUpdateUser();
  const resetTwoFactor = useResetTwoFactor();
  const pending = create.isPending || update.isPending || resetTwoFactor.isPending;
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(user ? editSchema : addSchema),
    defaultValues: {
      userName: user?.userName ?? '',
      email: user?.email ?? '',
      roleId: user?.roleId ?? '',
      enabled: user ? user.status === USER_STATUS.ENABLED : true,
    },
  });
  // Without the right to list roles, the picker still shows the user's own role.
  const options: { id: string; name: string }[] =
    roles.data ?? (user?.roleId ? [{ id: user.roleId, name: user.roleName ?? '' }] : []);

  const onSubmit = handleSubmit((values) =>
    saveAndClose(
      user
        ? update.mutateAsync({
            id: user.id,
            // Only what changed: an unchanged role or status never trips the last-administrator rule.
            ...changedOnly(
              { ...values, status: values.enabled ? USER_STATUS.ENABLED : USER_STATUS.DISABLED },
              user,
              ['userName', 'roleId', 'status'],
            ),
          })
        : create.mutateAsync({ userName: values.userName, email: values.email, roleId: values.roleId }),
      onClose,
      setError,
      FIELDS,
    ),
  );

  return (
    <SettingsDialog
      section="users"
      editing={!!user}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      pending={pending}
      extraActions={
        user && (
          <Button
            color="warning"
            sx={{ mr: 'auto' }}
            disabled={pending}
            onClick={() =>
              void resetTwoFactor.mutateAsync(user.id).then(
                () => notifySuccess(t('permission.users.twoFactorReset')),
                (error: unknown) => showServerError(error, setError, FIELDS),
              )
            }
          >
            {t('permission.users.resetTwoFactor')}
          </Button>
        )
      }
    >
      {!user && <DialogContentText variant="body2">{t('permission.users.addHint')}</DialogContentText>}
      <SettingsField
        control={control}
        name="userName"
        label={t('permission.users.fields.userName')}
        required
        autoFocus
      />
      <SettingsField
        control={control}
        name="email"
        type="email"
        label={t('permission.users.fields.email')}
        required={!user}
        disabled={!!user}
        autoComplete="off"
        hint={user ? t('permission.users.emailFixed') : undefined}
      />
      <SettingsField
        control={control}
        name="roleId"
        select
        label={t('permission.users.fields.role')}
        required
        slotProps={{ htmlInput: { name: 'roleId' } }}
        options={options.map((role) => ({ value: role.id, label: role.name }))}
      />
      {user && (
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name="enabled"
                  checked={field.value}
                  onChange={(_e, checked) => field.onChange(checked)}
                />
              }
              label={t('permission.users.fields.enabled')}
            />
          )}
        />
      )}
    </SettingsDialog>
  );
};
