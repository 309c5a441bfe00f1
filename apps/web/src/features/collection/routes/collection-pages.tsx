/* The collection screens: virtual accounts, shops, collections, materials and their links. */
export { VirtualAccountsPage } from './virtual-accounts-page';
export { ShopsPage } from './shops-page';
export { CollectionsPage } from './collections-page';
export { MaterialsPage } from './materials-page';
export { MaterialLinksPage } from './material-links-page';
