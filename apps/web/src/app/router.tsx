import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { guardRoute } from './guards/route-guard';
import { BlankFrame, BlankLayout } from './layouts/blank-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RootShell } from './root-shell';
import { ensureAppText } from '../shared/i18n/i18n';
import { looseSearch } from '../shared/list/list-search';

/*
 * Every page and the signed-in layouts load on demand (their own chunks): the sign-in page ships only
 * what signing in needs, and a screen's code arrives when it is first opened.
 */
const lazy = lazyRouteComponent;
const DefaultLayout = lazy(() => import('./layouts/default-layout'), 'DefaultLayout');
const NonavLayout = lazy(() => import('./layouts/nonav-layout'), 'NonavLayout');
const BlankPage = lazy(() => import('./pages/blank-page'), 'BlankPage');
const LoginPage = lazy(() => import('../features/auth/routes/login-page'), 'LoginPage');
const ForgotPasswordPage = lazy(
  () => import('../features/auth/routes/forgot-password-page'),
  'ForgotPasswordPage',
);
const AccountPage = lazy(() => import('../features/account/routes/account-page'), 'AccountPage');
const LogsPage = lazy(() => import('../features/log/routes/log-page'), 'LogsPage');
const CardAuthorizationsPage = lazy(
  () => import('../features/card-authorization/routes/card-authorizations-page'),
  'CardAuthorizationsPage',
);
const cardBalancePages = () => import('../features/card/routes/card-balance-pages');
const InqueryPage = lazy(cardBalancePages, 'InqueryPage');
const SingleBalanceSearchPage = lazy(cardBalancePages, 'SingleBalanceSearchPage');
const cardPages = () => import('../features/card/routes/card-pages');
const CardPage = lazy(cardPages, 'CardPage');
const CardApplyRecordsPage = lazy(cardPages, 'CardApplyRecordsPage');
const CardBalancesPage = lazy(cardPages, 'CardBalancesPage');
const collectionPages = () => import('../features/collection/routes/collection-pages');
const CollectionsPage = lazy(collectionPages, 'CollectionsPage');
const MaterialLinksPage = lazy(collectionPages, 'MaterialLinksPage');
const MaterialsPage = lazy(collectionPages, 'MaterialsPage');
const ShopsPage = lazy(collectionPages, 'ShopsPage');
const VirtualAccountsPage = lazy(collectionPages, 'VirtualAccountsPage');
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage');
const exchangePages = () => import('../features/exchange/routes/exchange-pages');
const ExchangeOrdersPage = lazy(exchangePages, 'ExchangeOrdersPage');
const ExchangePage = lazy(exchangePages, 'ExchangePage');
const MerchantPage = lazy(() => import('../features/merchant/routes/merchant-page'), 'MerchantPage');
const MerchantReviewPage = lazy(
  () => import('../features/merchant/routes/merchant-review-page'),
  'MerchantReviewPage',
);
const paymentPages = () => import('../features/payment/routes/payment-pages');
const BeneficiariesPage = lazy(paymentPages, 'BeneficiariesPage');
const PaymentOrdersPage = lazy(paymentPages, 'PaymentOrdersPage');
const PaymentPage = lazy(paymentPages, 'PaymentPage');
const permissionPages = () => import('../features/permission/routes/permission-pages');
const PermissionPage = lazy(permissionPages, 'PermissionPage');
const RolesPage = lazy(permissionPages, 'RolesPage');
const UsersPage = lazy(permissionPages, 'UsersPage');
const FeesPage = lazy(() => import('../features/fee/routes/fee-page'), 'FeesPage');
const SettingPage = lazy(() => import('../features/setting/routes/setting-page'), 'SettingPage');
const StatementPage = lazy(() => import('../features/statement/routes/statement-page'), 'StatementPage');
const TradeDownloadPage = lazy(
  () => import('../features/trade-download/routes/trade-download-page'),
  'TradeDownloadPage',
);
const TransactionsPage = lazy(
  () => import('../features/transaction/routes/transaction-page'),
  'TransactionsPage',
);
const TransferPage = lazy(() => import('../features/transfer/routes/transfer-page'), 'TransferPage');
const withdrawalPages = () => import('../features/withdrawal/routes/withdrawal-pages');
const WithdrawalAccountsPage = lazy(withdrawalPages, 'WithdrawalAccountsPage');
const WithdrawalOrdersPage = lazy(withdrawalPages, 'WithdrawalOrdersPage');
const WithdrawalPage = lazy(withdrawalPages, 'WithdrawalPage');

const rootRoute = createRootRoute({
  component: RootShell,
  beforeLoad: ({ location }) => guardRoute(location.pathname, location.href),
  notFoundComponent: () => (
    <BlankFrame>
      <NotFoundPage />
    </BlankFrame>
  ),
});

/** The index path only redirects (the guard sends it to login, or home when signed in). */
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });

const blankLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank-layout',
  component: BlankLayout,
});
const defaultLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'default-layout',
  component: DefaultLayout,
  beforeLoad: () => ensureAppText(),
});
const nonavLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'nonav-layout',
  component: NonavLayout,
  beforeLoad: () => ensureAppText(),
});

const blank = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => blankLayout, path, component });
/** A screen of the signed-in layout; a list screen passes its `validateSearch` (CONVENTIONS 12). */
const screen = <const TPath extends string>(
  path: TPath,
  component: RouteComponent,
  validateSearch?: (raw: Record<string, unknown>) => object,
) => createRoute({ getParentRoute: () => defaultLayout, path, component, validateSearch });
const nonav = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => nonavLayout, path, component });

const routeTree = rootRoute.addChildren([
  indexRoute,
  blankLayout.addChildren([
    blank('/login', LoginPage),
    blank('/forget-password', ForgotPasswordPage),
    blank('/blank', BlankPage),
    blank('/not-found', NotFoundPage),
  ]),
  nonavLayout.addChildren([
    nonav('/inquery', InqueryPage),
    nonav('/single-balance-search', SingleBalanceSearchPage),
  ]),
  defaultLayout.addChildren([
    screen('/dashboard', DashboardPage),
    screen('/account', AccountPage, looseSearch),
    screen('/transactions', TransactionsPage, looseSearch),
    screen('/statement', StatementPage, looseSearch),
    screen('/merchant', MerchantPage, looseSearch),
    screen('/merchant/review', MerchantReviewPage, looseSearch),
    screen('/card', CardPage, looseSearch),
    screen('/card/apply-records', CardApplyRecordsPage, looseSearch),
    screen('/card/balances', CardBalancesPage, looseSearch),
    screen('/card/authorizations', CardAuthorizationsPage, looseSearch),
    screen('/collection/collections', CollectionsPage, looseSearch),
    screen('/collection/links', MaterialLinksPage, looseSearch),
    screen('/collection/materials', MaterialsPage, looseSearch),
    screen('/collection/shops', ShopsPage, looseSearch),
    screen('/collection/virtual-accounts', VirtualAccountsPage, looseSearch),
    screen('/exchange', ExchangePage),
    screen('/exchange/orders', ExchangeOrdersPage, looseSearch),
    screen('/payment', PaymentPage),
    screen('/payment/beneficiaries', BeneficiariesPage, looseSearch),
    screen('/payment/orders', PaymentOrdersPage, looseSearch),
    screen('/withdrawal', WithdrawalPage),
    screen('/withdrawal/accounts', WithdrawalAccountsPage, looseSearch),
    screen('/withdrawal/orders', WithdrawalOrdersPage, looseSearch),
    screen('/transfer', TransferPage, looseSearch),
    screen('/permission', PermissionPage),
    screen('/permission/roles', RolesPage),
    screen('/permission/users', UsersPage),
    screen('/setting', SettingPage),
    screen('/setting/fees', FeesPage),
    screen('/userCenter/tradeDownload', TradeDownloadPage, looseSearch),
    screen('/userCenter/logs', LogsPage, looseSearch),
  ]),
]);

export const router = createRouter({
  routeTree,
  // Scrolling after a route change is ours (spec §2: top, or the #hash target less 60).
  defaultHashScrollIntoView: false,
  defaultPreload: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
