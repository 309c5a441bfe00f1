/**
 * Permission subjects (modules) and actions (spec §6: view, add, edit, delete, index).
 * view  — open the module's screens and details
 * index — list, search and export its records
 * add / edit / delete — change them
 * approve — be the second user of maker-checker, only for the modules in APPROVAL_MODULES
 * The same strings are CASL actions and subjects on the server and in the browser.
 */
export const ACTIONS = ['view', 'index', 'add', 'edit', 'delete', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

export const MODULES = [
  'dashboard',
  'account',
  'transactions',
  'statement',
  'logs',
  'merchant',
  'card',
  'collection',
  'payment',
  'beneficiary',
  'withdrawal',
  'exchange',
  'transfer',
  'tradeDownload',
  'user',
  'role',
  'permission',
  /** Fees: a partner reads its own schedule (view); the operator's roles read and set partners' (view, edit). */
  'fee',
] as const;
export type Subject = (typeof MODULES)[number];

/** Modules whose orders can wait for a second user's approval: the catalogue lists `approve` for them. */
export const APPROVAL_MODULES = ['withdrawal', 'exchange'] as const satisfies readonly Subject[];
export type ApprovalModule = (typeof APPROVAL_MODULES)[number];

/** The actions the catalogue lists for a module: the spec's five, plus `approve` where orders need it. */
export const moduleActions = (module: string): readonly Action[] =>
  (APPROVAL_MODULES as readonly string[]).includes(module) ? ACTIONS : ACTIONS.filter((a) => a !== 'approve');

/** Modules only the operator's roles may hold or bind (the permission catalogue itself). */
export const OPERATOR_ONLY_MODULES: readonly string[] = ['permission'];

export type AbilityRule = {
  action: Action | 'manage';
  subject: Subject | 'all';
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
};

/** Which permission a screen needs (the web hides nav entries and guards screens with it). */
export const screenSubject: Record<string, Subject> = {
  '/dashboard': 'dashboard',
  '/account': 'account',
  '/transactions': 'transactions',
  '/statement': 'statement',
  '/merchant': 'merchant',
  /** The operator's review desk (the page and the server also require the operator). */
  '/merchant/review': 'merchant',
  '/card': 'card',
  '/card/apply-records': 'card',
  '/card/balances': 'card',
  '/card/authorizations': 'card',
  '/collection/collections': 'collection',
  '/collection/links': 'collection',
  '/collection/materials': 'collection',
  '/collection/shops': 'collection',
  '/collection/virtual-accounts': 'collection',
  '/exchange': 'exchange',
  '/exchange/orders': 'exchange',
  '/payment': 'payment',
  '/payment/beneficiaries': 'beneficiary',
  '/payment/orders': 'payment',
  '/withdrawal': 'withdrawal',
  '/withdrawal/accounts': 'withdrawal',
  '/withdrawal/orders': 'withdrawal',
  '/transfer': 'transfer',
  '/permission': 'permission',
  '/permission/roles': 'role',
  '/permission/users': 'user',
  '/setting': 'user',
  /** Fees: a partner reads its own schedule, the operator edits partners' (both with fee:view). */
  '/setting/fees': 'fee',
  '/userCenter/tradeDownload': 'tradeDownload',
  '/userCenter/logs': 'logs',
};
