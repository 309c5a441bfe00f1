/* The collection screens: virtual accounts, shops and collections; materials and links arrive later. */
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/ui/list-screen';

export { VirtualAccountsPage } from './virtual-accounts-page';
export { ShopsPage } from './shops-page';
export { CollectionsPage } from './collections-page';

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
