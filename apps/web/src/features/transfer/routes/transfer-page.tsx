/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { PanelScreen } from '../../../shared/ui/list-screen';

export const TransferPage = () => {
  const { t } = useTranslation();
  return <PanelScreen title={t('screens.transfer.title')} description={t('screens.transfer.description')} />;
};
