/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/ui/list-screen';

export const StatementPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.statement.title')} description={t('screens.statement.description')} />;
};
