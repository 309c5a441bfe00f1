/* Screens whose features arrive in later issues: title, filters and the spec's empty text. */
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/ui/list-screen';

export const VirtualAccountsPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.virtualAccounts.title')}
      description={t('screens.virtualAccounts.description')}
    />
  );
};

export const ShopsPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.shops.title')} description={t('screens.shops.description')} />;
};

export const CollectionsPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen title={t('screens.collections.title')} description={t('screens.collections.description')} />
  );
};

export const MaterialsPage = () => {
  const { t } = useTranslation();
  return <ListScreen title={t('screens.materials.title')} description={t('screens.materials.description')} />;
};

export const MaterialLinksPage = () => {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={t('screens.materialLinks.title')}
      description={t('screens.materialLinks.description')}
    />
  );
};
