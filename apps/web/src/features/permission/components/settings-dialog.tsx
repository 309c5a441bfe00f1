import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/ui/form-dialog';

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
