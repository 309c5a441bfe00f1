/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/ui/list-screen';

export const AccountPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.account.title')} description={t('screens.account.description')} />;
};
