import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PermissionGroup } from '@remit/contract/permission-catalogue';
import { roleCreateRequest, type RoleDetail, type RoleRecord } from '@remit/contract/role';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import { usePermissionGroups } from '../api/permission-groups';
import { useCreateRole, useUpdateRole } from '../api/role-changes';
import { useRole } from '../api/role-get';
import { PermissionPicker } from './permission-picker';
import { errorText, saveAndClose } from './server-errors';
import { SettingsField } from './settings-dialog';

/** The contract's own rules (spec §5): name required (64), description at most 255. */
const schema = roleCreateRequest.pick({ name: true, description: true, permissionIds: true });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;
const FIELDS = ['name', 'description', 'permissionIds'] as const;

type FormProps = { role?: RoleDetail; groups: PermissionGroup[]; onClose: () => void };

const RoleForm = ({ role, groups, onClose }: FormProps) => {
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const { control, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissionIds: role?.permissionIds ?? [],
    },
  });
  const { errors } = formState;
  const admin = !!role?.isAdmin;

  const onSubmit = handleSubmit((values) =>
    saveAndClose(
      role
        ? update.mutateAsync({
            id: role.id,
            name: values.name,
            description: values.description,
            // An administrator role always holds the whole catalogue: its set is not ours to send.
            ...(!admin && { permissionIds: values.permissionIds }),
          })
        : create.mutateAsync(values),
      onClose,
      setError,
      FIELDS,
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, pt: 1 }}>
          <SettingsField
            control={control}
            name="name"
            label={t('permission.roles.fields.name')}
            required
            autoFocus
          />
          <SettingsField
            control={control}
            name="description"
            label={t('permission.roles.fields.description')}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('permission.roles.fields.permissions')}
          </Typography>
          {admin && <Alert severity="info">{t('permission.roles.adminHint')}</Alert>}
          <Controller
            control={control}
            name="permissionIds"
            render={({ field }) => (
              <PermissionPicker
                groups={groups}
                value={field.value}
                onChange={field.onChange}
                disabled={admin}
              />
            )}
          />
          {errors.permissionIds && (
            <Typography variant="caption" color="error">
              {errorText(t, errors.permissionIds as never)}
            </Typography>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="inherit" variant="outlined" onClick={onClose} disabled={pending}>
          {t('permission.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {role ? t('permission.common.save') : t('permission.roles.add')}
        </Button>
      </DialogActions>
    </form>
  );
};

/** Create or edit a role: name, description and its permissions grouped by module (spec §6). */
export const RoleDialog = ({ role, onClose }: { role?: RoleRecord; onClose: () => void }) => {
  const { t } = useTranslation();
  const groups = usePermissionGroups();
  const detail = useRole(role?.id);
  const ready = groups.data && (!role || detail.data);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="role-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH.medium, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="role-dialog-title">
        {role ? t('permission.roles.editTitle') : t('permission.roles.addTitle')}
      </DialogTitle>
      {ready ? (
        <RoleForm role={detail.data} groups={groups.data ?? []} onClose={onClose} />
      ) : groups.isError || detail.isError ? (
        // The client has toasted the server's reason (e.g. the role was deleted meanwhile).
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="inherit" variant="outlined" onClick={onClose}>
            {t('permission.common.cancel')}
          </Button>
        </DialogActions>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('permission.common.loading')} />
        </Box>
      )}
    </Dialog>
  );
};
