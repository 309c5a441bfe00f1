/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { PanelScreen } from '../../../shared/ui/list-screen';

export const InqueryPage = () => {
  const { t } = useTranslation();
  return <PanelScreen title={t('screens.inquery.title')} description={t('screens.inquery.description')} />;
};

export const SingleBalanceSearchPage = () => {
  const { t } = useTranslation();
  return (
    <PanelScreen
      title={t('screens.singleBalanceSearch.title')}
      description={t('screens.singleBalanceSearch.description')}
    />
  );
};
