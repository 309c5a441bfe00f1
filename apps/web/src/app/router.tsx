import { createRootRoute, createRoute, createRouter, type RouteComponent } from '@tanstack/react-router';
import { AccountPage } from '../features/account/routes/account-page';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { LogsPage } from '../features/log/routes/log-page';
import { InqueryPage, SingleBalanceSearchPage } from '../features/card/routes/card-balance-pages';
import {
  CollectionsPage,
  MaterialLinksPage,
  MaterialsPage,
  ShopsPage,
  VirtualAccountsPage,
} from '../features/collection/routes/collection-pages';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';
import { ExchangeOrdersPage, ExchangePage } from '../features/exchange/routes/exchange-pages';
import { MerchantPage } from '../features/merchant/routes/merchant-page';
import { BeneficiariesPage, PaymentOrdersPage, PaymentPage } from '../features/payment/routes/payment-pages';
import { PermissionPage, RolesPage, UsersPage } from '../features/permission/routes/permission-pages';
import { FeesPage } from '../features/fee/routes/fee-page';
import { SettingPage } from '../features/setting/routes/setting-page';
import { StatementPage } from '../features/statement/routes/statement-page';
import { TradeDownloadPage } from '../features/trade-download/routes/trade-download-page';
import { TransactionsPage } from '../features/transaction/routes/transaction-page';
import { TransferPage } from '../features/transfer/routes/transfer-page';
import {
  WithdrawalAccountsPage,
  WithdrawalOrdersPage,
  WithdrawalPage,
} from '../features/withdrawal/routes/withdrawal-pages';
import { guardRoute } from './guards/route-guard';
import { BlankFrame, BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { NonavLayout } from './layouts/nonav-layout';
import { BlankPage } from './pages/blank-page';
import { NotFoundPage } from './pages/not-found-page';
import { RootShell } from './root-shell';

const rootRoute = createRootRoute({
  component: RootShell,
  beforeLoad: ({ location }) => guardRoute(location.pathname),
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
});
const nonavLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'nonav-layout',
  component: NonavLayout,
});

const blank = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => blankLayout, path, component });
const screen = <const TPath extends string>(path: TPath, component: RouteComponent) =>
  createRoute({ getParentRoute: () => defaultLayout, path, component });
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
    screen('/account', AccountPage),
    screen('/transactions', TransactionsPage),
    screen('/statement', StatementPage),
    screen('/merchant', MerchantPage),
    screen('/collection/collections', CollectionsPage),
    screen('/collection/links', MaterialLinksPage),
    screen('/collection/materials', MaterialsPage),
    screen('/collection/shops', ShopsPage),
    screen('/collection/virtual-accounts', VirtualAccountsPage),
    screen('/exchange', ExchangePage),
    screen('/exchange/orders', ExchangeOrdersPage),
    screen('/payment', PaymentPage),
    screen('/payment/beneficiaries', BeneficiariesPage),
    screen('/payment/orders', PaymentOrdersPage),
    screen('/withdrawal', WithdrawalPage),
    screen('/withdrawal/accounts', WithdrawalAccountsPage),
    screen('/withdrawal/orders', WithdrawalOrdersPage),
    screen('/transfer', TransferPage),
    screen('/permission', PermissionPage),
    screen('/permission/roles', RolesPage),
    screen('/permission/users', UsersPage),
    screen('/setting', SettingPage),
    screen('/setting/fees', FeesPage),
    screen('/userCenter/tradeDownload', TradeDownloadPage),
    screen('/userCenter/logs', LogsPage),
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
