/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen, PanelScreen } from '../../../shared/ui/list-screen';

export const ExchangePage = () => {
  const { t } = useTranslation();
  return <PanelScreen title={t('screens.exchange.title')} description={t('screens.exchange.description')} />;
};

export const ExchangeOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.exchangeOrders.title')}
      description={t('screens.exchangeOrders.description')}
    />
  );
};
