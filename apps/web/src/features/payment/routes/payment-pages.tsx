/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen, PanelScreen } from '../../../shared/ui/list-screen';

export const PaymentPage = () => {
  const { t } = useTranslation();
  return <PanelScreen title={t('screens.payment.title')} description={t('screens.payment.description')} />;
};

export const BeneficiariesPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.beneficiaries.title')}
      description={t('screens.beneficiaries.description')}
    />
  );
};

export const PaymentOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.paymentOrders.title')}
      description={t('screens.paymentOrders.description')}
    />
  );
};
