import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '../../../shared/forms/form-text-field';
import { FormDialog, type FormDialogProps } from '../../../shared/ui/form-dialog';
import { errorText } from './server-errors';

/**
 * The frame of the settings' add and edit dialogs (a catalogue entry, a user): the settings look, the
 * section's add or edit title, Cancel, and Save when editing or the section's Add.
 */
export const SettingsDialog = ({
  section,
  editing,
  ...props
}: Omit<FormDialogProps, 'inset' | 'title' | 'cancelLabel' | 'submitLabel'> & {
  section: 'catalogue' | 'users';
  editing: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <FormDialog
      inset
      title={t(`permission.${section}.${editing ? 'editTitle' : 'addTitle'}`)}
      cancelLabel={t('permission.common.cancel')}
      submitLabel={editing ? t('permission.common.save') : t(`permission.${section}.add`)}
      {...props}
    />
  );
};

/** A settings form's text field or select: a rule without its own text says the field is required. */
export const SettingsField = <V extends FieldValues, N extends FieldPath<V>>(
  props: Omit<FormTextFieldProps<V, N>, 'errorText'>,
) => {
  const { t } = useTranslation();
  return <FormTextField errorText={(error) => errorText(t, error)} {...props} />;
};
