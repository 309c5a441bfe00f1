import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { screenSubject, type Subject } from '@remit/contract/permission';
import { paths, type AppPath } from '../../guards/paths';

type Icon = SvgIconComponent;
export type NavLink = {
  kind: 'link';
  labelKey: string;
  to: AppPath;
  subject: Subject;
  icon?: Icon;
  /** Shown only to the operator's users (the operator's desks). */
  operatorOnly?: boolean;
};
export type NavGroup = { kind: 'group'; labelKey: string; icon: Icon; children: NavLink[] };
export type NavEntry = NavLink | NavGroup;

const link = (labelKey: string, to: AppPath, icon?: Icon): NavLink => ({
  kind: 'link',
  labelKey,
  to,
  icon,
  subject: screenSubject[to] ?? 'dashboard',
});

const group = (labelKey: string, icon: Icon, children: NavLink[]): NavGroup => ({
  kind: 'group',
  labelKey,
  icon,
  children,
});

/** The vertical navigation, grouped as the product is (spec §2). */
export const NAV: NavEntry[] = [
  link('nav.dashboard', paths.dashboard, SpaceDashboardOutlined),
  link('nav.account', paths.account, AccountBalanceWalletOutlined),
  link('nav.transactions', paths.transactions, ReceiptLongOutlined),
  link('nav.statement', paths.statement, DescriptionOutlined),
  link('nav.merchant', paths.merchant, CreditCardOutlined),
  { ...link('nav.merchantReview', paths.merchantReview, FactCheckOutlined), operatorOnly: true },
  group('card.nav.group', CreditScoreOutlined, [
    link('card.nav.cards', paths.card),
    link('card.nav.applyRecords', paths.cardApplyRecords),
    link('card.nav.balances', paths.cardBalances),
    link('nav.cardAuthorizations', paths.cardAuthorizations),
  ]),
  group('nav.collection', MoveToInboxOutlined, [
    link('nav.virtualAccounts', paths.collectionVirtualAccounts),
    link('nav.shops', paths.collectionShops),
    link('nav.collections', paths.collectionCollections),
    link('nav.materials', paths.collectionMaterials),
    link('nav.materialLinks', paths.collectionLinks),
  ]),
  group('nav.payment', PaymentsOutlined, [
    link('nav.beneficiaries', paths.paymentBeneficiaries),
    link('nav.orders', paths.paymentOrders),
    link('nav.makePayment', paths.payment),
  ]),
  group('nav.withdrawal', OutboxOutlined, [
    link('nav.accounts', paths.withdrawalAccounts),
    link('nav.orders', paths.withdrawalOrders),
    link('nav.newWithdrawal', paths.withdrawal),
  ]),
  group('nav.exchange', CurrencyExchangeOutlined, [
    link('nav.exchange', paths.exchange),
    link('nav.orders', paths.exchangeOrders),
  ]),
  link('nav.transfer', paths.transfer, SwapHorizOutlined),
  link('nav.tradeDownload', paths.tradeDownload, CloudDownloadOutlined),
  link('logs.nav', paths.logs, HistoryOutlined),
  group('nav.settings', SettingsOutlined, [
    link('nav.settingOverview', paths.setting),
    link('nav.permission', paths.permission),
    link('nav.roles', paths.permissionRoles),
    link('nav.users', paths.permissionUsers),
    link('fees.nav', paths.settingFees),
  ]),
];
