/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen, PanelScreen } from '../../../shared/ui/list-screen';

export const WithdrawalPage = () => {
  const { t } = useTranslation();
  return (
    <PanelScreen title={t('screens.withdrawal.title')} description={t('screens.withdrawal.description')} />
  );
};

export const WithdrawalAccountsPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.withdrawalAccounts.title')}
      description={t('screens.withdrawalAccounts.description')}
    />
  );
};

export const WithdrawalOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.withdrawalOrders.title')}
      description={t('screens.withdrawalOrders.description')}
    />
  );
};
