/** Every path of spec §2's route table, plus the card-token routes and trade download. */
export const paths = {
  root: '/',
  login: '/login',
  forgetPassword: '/forget-password',
  dashboard: '/dashboard',
  account: '/account',
  transactions: '/transactions',
  statement: '/statement',
  merchant: '/merchant',
  merchantReview: '/merchant/review',
  card: '/card',
  cardApplyRecords: '/card/apply-records',
  cardBalances: '/card/balances',
  cardAuthorizations: '/card/authorizations',
  collectionCollections: '/collection/collections',
  collectionLinks: '/collection/links',
  collectionMaterials: '/collection/materials',
  collectionShops: '/collection/shops',
  collectionVirtualAccounts: '/collection/virtual-accounts',
  exchange: '/exchange',
  exchangeOrders: '/exchange/orders',
  payment: '/payment',
  paymentBeneficiaries: '/payment/beneficiaries',
  paymentOrders: '/payment/orders',
  withdrawal: '/withdrawal',
  withdrawalAccounts: '/withdrawal/accounts',
  withdrawalOrders: '/withdrawal/orders',
  transfer: '/transfer',
  permission: '/permission',
  permissionRoles: '/permission/roles',
  permissionUsers: '/permission/users',
  setting: '/setting',
  settingFees: '/setting/fees',
  blank: '/blank',
  notFound: '/not-found',
  inquery: '/inquery',
  singleBalanceSearch: '/single-balance-search',
  tradeDownload: '/userCenter/tradeDownload',
  logs: '/userCenter/logs',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const HOME = paths.dashboard;

/** Reachable without a session (spec §2 Guards); not-found and unknown paths are public too. */
export const PRE_LOGIN_PATHS: readonly string[] = [
  paths.login,
  paths.forgetPassword,
  paths.inquery,
  paths.blank,
  paths.notFound,
];

/** Spec §2: login and forget-password are for signed-out users only. */
export const UNAUTHENTICATED_ONLY: readonly string[] = [paths.login, paths.forgetPassword];

export const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(paths));
