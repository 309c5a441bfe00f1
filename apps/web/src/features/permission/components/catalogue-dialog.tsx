import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { permissionCreateRequest, type PermissionRecord } from '@remit/contract/permission-catalogue';
import { ACTIONS, MODULES } from '@remit/contract/permission';
import { useCreatePermission, useUpdatePermission } from '../api/catalogue-changes';
import { changedOnly } from '../lib/changed-only';
import { errorText, saveAndClose } from './server-errors';
import { SettingsDialog, SettingsField } from './settings-dialog';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/** The contract's own rules: a known action, a camelCase module, sort 0…1,000,000, description ≤ 255. */
const schema = permissionCreateRequest.pick({
  privilegeName: true,
  moduleName: true,
  sort: true,
  description: true,
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;
const FIELDS = ['privilegeName', 'moduleName', 'sort', 'description'] as const;

/** Add or edit one catalogue entry (operator only). */
export const CatalogueDialog = ({ permission, onClose }: DialogProps<{ permission?: PermissionRecord }>) => {
  const { t } = useTranslation();
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const pending = create.isPending || update.isPending;
  const { register, control, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      privilegeName: (permission?.privilegeName as Values['privilegeName'] | undefined) ?? 'view',
      moduleName: permission?.moduleName ?? '',
      sort: permission?.sort ?? 0,
      description: permission?.description ?? '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    saveAndClose(
      permission
        ? update.mutateAsync({
            id: permission.id,
            // A bound permission keeps its module and privilege: send them only when they changed.
            ...changedOnly(values, permission, ['privilegeName', 'moduleName']),
            sort: values.sort,
            description: values.description,
          })
        : create.mutateAsync(values),
      onClose,
      setError,
      FIELDS,
    ),
  );

  return (
    <SettingsDialog
      section="catalogue"
      editing={!!permission}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      pending={pending}
      contentSx={{ gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Controller
        control={control}
        name="moduleName"
        render={({ field }) => (
          <Autocomplete
            freeSolo
            options={[...MODULES]}
            value={field.value}
            onInputChange={(_e, next) => field.onChange(next)}
            getOptionLabel={(m) => m}
            renderOption={(props, m) => (
              <li {...props} key={m}>
                {t(`permission.modules.${m}`, { defaultValue: m })} ({m})
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                name="moduleName"
                label={t('permission.catalogue.fields.moduleName')}
                required
                autoFocus
                error={!!errors.moduleName}
                helperText={errorText(t, errors.moduleName, 'permission.catalogue.moduleRule')}
              />
            )}
          />
        )}
      />
      <SettingsField
        control={control}
        name="privilegeName"
        select
        label={t('permission.catalogue.fields.privilegeName')}
        required
        slotProps={{ htmlInput: { name: 'privilegeName' } }}
        options={ACTIONS.map((a) => ({ value: a, label: `${t(`permission.actions.${a}`)} (${a})` }))}
      />
      <TextField
        {...register('sort', { valueAsNumber: true })}
        type="number"
        label={t('permission.catalogue.fields.sort')}
        error={!!errors.sort}
        helperText={errorText(t, errors.sort, 'permission.catalogue.sortRule')}
        slotProps={{ htmlInput: { min: 0, max: 1_000_000, step: 1 } }}
      />
      <SettingsField
        control={control}
        name="description"
        label={t('permission.catalogue.fields.description')}
      />
    </SettingsDialog>
  );
};
