/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/ui/list-screen';

export const PermissionPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen title={t('screens.permission.title')} description={t('screens.permission.description')} />
  );
};

export const RolesPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.roles.title')} description={t('screens.roles.description')} />;
};

export const UsersPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.users.title')} description={t('screens.users.description')} />;
};
