import { z } from 'zod';
import { currencyCode, knownCurrencyCode } from './money';
import { gatewayFields, idRequest, pageData, pageFields, searchField } from './gateway';
import { exportFormat } from './export';
import { idempotencyKeyField } from './order';
import { amountField, cleanText, textField, textMessages } from './text';
import { anyPassword } from './validation';
import type { LocalText } from './local-text';

/**
 * Cards, spec §3 Card, §4 card status and actions, §5 card limits. Card products per scheme with a BIN
 * range and default limits; cards issued to approved merchants through apply records; the card state
 * machine; limits a partner may only lower. Gateway service `card/{list,page,get,get-by,call,create,
 * update,delete,upload,export}`.
 */

// ---- dictionaries ----
export const CARD_SCHEMES = ['visa', 'mastercard'] as const;
export type CardScheme = (typeof CARD_SCHEMES)[number];
/** Spec §3 model: virtual or standard (a physical card, shipped). */
export const CARD_MODELS = ['virtual', 'physical'] as const;
export type CardModel = (typeof CARD_MODELS)[number];
export const CARD_TYPES = ['personal', 'commercial'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** Shared: spends the merchant account's balance. Top-up: its own card account, funded by top-ups. */
export const CARD_FUNDINGS = ['shared', 'topUp'] as const;
export type CardFunding = (typeof CARD_FUNDINGS)[number];

/** Spec §4 card status. */
export const CARD_STATUSES = [
  'unactivated',
  'normal',
  'blocked',
  'lost',
  'expired',
  'closing',
  'closed',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const cardStatus = z.enum(CARD_STATUSES);

/** Moves a person makes through `card/call`; `close` and `expire` are the system's own. */
export const CARD_USER_ACTIONS = ['activate', 'block', 'unblock', 'loss', 'unloss', 'revoke'] as const;
export const CARD_SYSTEM_ACTIONS = ['close', 'expire'] as const;
export const CARD_STATE_ACTIONS = [...CARD_USER_ACTIONS, ...CARD_SYSTEM_ACTIONS] as const;
export type CardUserAction = (typeof CARD_USER_ACTIONS)[number];
export type CardStateAction = (typeof CARD_STATE_ACTIONS)[number];

/** Where a change came from (history): the portal, the API, or the system (a job, the issuer). */
export const CARD_CHANNELS = ['portal', 'api', 'system'] as const;
export type CardChannel = (typeof CARD_CHANNELS)[number];

// ---- the state machine (spec §4) ----
const TRANSITIONS: Record<CardStatus, Partial<Record<CardStateAction, CardStatus>>> = {
  unactivated: { activate: 'normal', revoke: 'closing' },
  // Loss blocks at once; the expiry job moves a Normal card past its expiry date to Expired.
  normal: { block: 'blocked', loss: 'lost', revoke: 'closing', expire: 'expired' },
  blocked: { unblock: 'normal', revoke: 'closing' },
  lost: { unloss: 'normal', revoke: 'closing' },
  expired: { revoke: 'closing' },
  // Revoke is irreversible: Closing only goes on to Closed once a top-up card's balance is back home.
  closing: { close: 'closed' },
  closed: {},
};

/** The status an action leads to, or null when the move is forbidden from this status. */
export const nextCardStatus = (status: CardStatus, action: CardStateAction): CardStatus | null =>
  TRANSITIONS[status][action] ?? null;

/** The actions a person may take from a status (Card Details shows only these buttons). */
export const cardActionsFrom = (status: CardStatus): CardUserAction[] =>
  CARD_USER_ACTIONS.filter((a) => TRANSITIONS[status][a] !== undefined);

/** A card that can still hold or move money (top up, withdraw, spend). */
export const isCardLive = (status: CardStatus) => status !== 'closing' && status !== 'closed';

// ---- PAN and PIN ----
/** The Luhn check digit that completes `partial` (digits only). */
export const luhnCheckDigit = (partial: string): number => {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = partial.charCodeAt(partial.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
};

/** A PAN of 12–19 digits whose last digit is its Luhn check digit. */
export const isLuhnValid = (pan: string) =>
  /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === Number(pan.at(-1));

/** What a list, a detail, an export or a log may show of a PAN: BIN and last 4. */
export const maskPan = (bin: string, last4: string) => `${bin}******${last4}`;

export const PIN_PATTERN = /^\d{4,6}$/;
/**
 * A PIN nobody guesses first: 4–6 digits, not one repeated digit (0000), not a run up or down (1234, 9876,
 * 7890 wraps too).
 */
export const isTrivialPin = (pin: string) => {
  if (/^(\d)\1+$/.test(pin)) return true;
  const steps = [...pin].slice(1).map((c, i) => (Number(c) - Number(pin[i]) + 10) % 10);
  return steps.every((s) => s === 1) || steps.every((s) => s === 9);
};
export const isValidPin = (pin: string) => PIN_PATTERN.test(pin) && !isTrivialPin(pin);

/** The ACS (3-D Secure) password: 8–20 characters with at least one letter and one digit, no spaces. */
export const isValidAcsPassword = (password: string) =>
  /^\S{8,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);

/** A card secret the cardholder may reset with a one-time code sent to the registered email. */
export const CARD_SECRETS = ['pin', 'acsPassword'] as const;
export type CardSecret = (typeof CARD_SECRETS)[number];
/** The one-time code: six digits, valid 15 minutes, at most 5 tries. */
export const CARD_RESET_CODE_MINUTES = 15;
export const CARD_RESET_CODE_MAX_ATTEMPTS = 5;

/** Four-digit expiry parts: month 1–12, a four-digit year. */
export const expiryText = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
/** A card expires at the end of its expiry month (UTC): `today` is YYYY-MM-DD. */
export const isPastExpiry = (month: number, year: number, today: string) =>
  today.slice(0, 7) > `${year}-${String(month).padStart(2, '0')}`;

// ---- limits (spec §5) ----
/** Overall total, max single amount, daily, monthly (amounts) and max daily transactions (a count). */
export const CARD_LIMIT_KINDS = ['total', 'single', 'daily', 'monthly', 'dailyCount'] as const;
export type CardLimitKind = (typeof CARD_LIMIT_KINDS)[number];
export const CARD_AMOUNT_LIMITS = ['total', 'single', 'daily', 'monthly'] as const;

/** A product's default limits: amounts as decimal strings in the billing currency, the count an integer. */
export type CardLimitValues = {
  total: string;
  single: string;
  daily: string;
  monthly: string;
  dailyCount: number;
};

/** Limits a partner sets: each below the product's default (spec §5); null or absent = the default. */
export const cardLimitsInput = z.object({
  total: amountField().nullable().optional(),
  single: amountField().nullable().optional(),
  daily: amountField().nullable().optional(),
  monthly: amountField().nullable().optional(),
  dailyCount: z.number().int().min(0).max(100_000).nullable().optional(),
});
export type CardLimitsInput = z.infer<typeof cardLimitsInput>;

/** Compares two non-negative decimal strings without floats. */
export const compareDecimal = (a: string, b: string) => {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const w = (s: string) => s.replace(/^0+(?=\d)/, '');
  const [x, y] = [w(aw), w(bw)];
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  if (x !== y) return x < y ? -1 : 1;
  const n = Math.max(af.length, bf.length);
  const [p, q] = [af.padEnd(n, '0'), bf.padEnd(n, '0')];
  return p === q ? 0 : p < q ? -1 : 1;
};

/**
 * The limits entered at or above the product's default (spec §5: "entered values must be below the shown
 * defaults"; the default itself is asked for by leaving the field unset), then the pairs the partner set
 * that contradict each other (single ≤ daily ≤ monthly ≤ total). The form and the server both ask this.
 */
export const limitProblems = (input: CardLimitsInput, defaults: CardLimitValues) => {
  const raised: CardLimitKind[] = [];
  for (const k of CARD_AMOUNT_LIMITS) {
    const v = input[k];
    if (v != null && compareDecimal(v, defaults[k]) >= 0) raised.push(k);
  }
  if (input.dailyCount != null && input.dailyCount >= defaults.dailyCount) raised.push('dailyCount');
  const order: [CardLimitKind, CardLimitKind][] = [];
  const pairs = [
    ['single', 'daily'],
    ['daily', 'monthly'],
    ['monthly', 'total'],
  ] as const;
  // Only between values the partner set: a lowered daily limit simply caps the default single amount.
  for (const [lo, hi] of pairs) {
    const [a, b] = [input[lo], input[hi]];
    if (a != null && b != null && compareDecimal(a, b) > 0) order.push([lo, hi]);
  }
  return { raised, order };
};

// ---- apply records ----
export const APPLY_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

// ---- requests ----
const shipping = {
  /** A physical card's shipping address (required for one, ignored for a virtual card). */
  shippingAddress: textField(255).optional().default(''),
  shippingCity: textField(64).optional().default(''),
  shippingPostalCode: textField(16).optional().default(''),
  shippingCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: 'validation.country' })
    .optional()
    .default(''),
};

/**
 * The name printed on a card follows the embossing character set (ISO/IEC 7811 style): A–Z, 0–9, space and
 * . - ' /, at most 26 characters; typed in any case, stored in capitals. No emoji, accents or formulas.
 */
export const CARD_NAME_MAX = 26;
const EMBOSS_NAME = /^[A-Z0-9 .\-'/]*$/;
export const cardholderNameField = cleanText(
  z.string().trim().toUpperCase().max(CARD_NAME_MAX, { error: textMessages.tooLong }),
).regex(EMBOSS_NAME, { error: 'validation.embossName' });

/**
 * A merchant's name as it can be embossed when the application names no one: accents dropped (É → E),
 * other characters outside the set become spaces, capitals, at most 26 characters ('' when nothing is left).
 */
export const embossName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .\-'/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CARD_NAME_MAX)
    .trim();

export const cardApplyFields = {
  merchantId: z.uuid(),
  productId: z.uuid(),
  model: z.enum(CARD_MODELS),
  cardType: z.enum(CARD_TYPES),
  funding: z.enum(CARD_FUNDINGS),
  /** Billing currency: one of the balance currencies (the server checks its list). */
  currency: currencyCode,
  /** The name embossed or shown on the card; the merchant's name when empty. */
  cardholderName: cardholderNameField.optional().default(''),
  ...shipping,
};
type ApplyShape = z.infer<z.ZodObject<typeof cardApplyFields>>;

export const cardMessages = {
  shippingRequired: 'validation.shippingRequired',
  limitRaised: 'validation.limitRaised',
  limitOrder: 'validation.limitOrder',
  pin: 'validation.pin',
  last4: 'validation.last4',
  acsPassword: 'validation.acsPassword',
  resetCode: 'validation.resetCode',
} as const;

const applyChecks = (v: ApplyShape, ctx: z.RefinementCtx) => {
  if (v.model !== 'physical') return;
  for (const f of ['shippingAddress', 'shippingCity', 'shippingCountry'] as const)
    if (!v[f]) ctx.addIssue({ code: 'custom', path: [f], message: cardMessages.shippingRequired });
};

/** The Apply Card form (web resolver) and one row of a bulk apply. */
export const cardApplyInput = z.object(cardApplyFields).superRefine(applyChecks);
export type CardApplyInput = z.input<typeof cardApplyInput>;

/** `card/create`: an apply record for an approved merchant; the issuer processes it asynchronously. */
export const cardCreateRequest = z.object({ ...gatewayFields, ...cardApplyFields }).superRefine(applyChecks);
export type CardCreateRequest = z.infer<typeof cardCreateRequest>;

/** `card/update`: lower limits (null puts the default back). */
export const cardUpdateRequest = z.object({ ...gatewayFields, id: z.uuid(), limits: cardLimitsInput });
export type CardUpdateRequest = z.infer<typeof cardUpdateRequest>;

const reason = textField(255).optional().default('');
const resetCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: cardMessages.resetCode });
/** `card/call`: a state action, a PIN change, or a top-up card's money moves. */
export const cardCallRequest = z.discriminatedUnion('action', [
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.enum(['activate', 'block', 'unblock', 'loss', 'unloss']),
    reason,
  }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('revoke'),
    reason,
    /** Typed by the person to confirm an irreversible revoke. */
    last4: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { error: cardMessages.last4 }),
  }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('setPin'),
    pin: z.string().refine(isValidPin, { error: cardMessages.pin }),
  }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('setAcsPassword'),
    password: z.string().refine(isValidAcsPassword, { error: cardMessages.acsPassword }),
  }),
  /** Emails a one-time code to the cardholder's registered address, to reset the PIN or the ACS password. */
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('sendResetCode'),
    secret: z.enum(CARD_SECRETS),
  }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('resetPin'),
    code: resetCode,
    pin: z.string().refine(isValidPin, { error: cardMessages.pin }),
  }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.literal('resetAcsPassword'),
    code: resetCode,
    password: z.string().refine(isValidAcsPassword, { error: cardMessages.acsPassword }),
  }),
  /** Sends the card's information (masked number and expiry, never the CVV2) to the cardholder's email. */
  z.object({ ...gatewayFields, id: z.uuid(), action: z.literal('sendInfo') }),
  z.object({
    ...gatewayFields,
    id: z.uuid(),
    action: z.enum(['topUp', 'withdraw']),
    amount: amountField(),
    idempotencyKey: idempotencyKeyField,
    reason,
  }),
]);
export type CardCallRequest = z.infer<typeof cardCallRequest>;
export type CardCallAction = CardCallRequest['action'];

/**
 * `card/get-by`: the sensitive view's first step, after the user types the password again (and the second
 * factor's code). It answers a one-time grant, not the card data: `card/reveal` spends it.
 */
export const cardSensitiveRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  password: anyPassword,
  code: z.string().trim().max(16).optional(),
});
export type CardSensitiveRequest = z.infer<typeof cardSensitiveRequest>;

/** `card/delete`: dismisses a failed apply record (a card itself is never deleted: it is revoked). */
export const cardDeleteRequest = idRequest;

export const cardGetRequest = idRequest;

const createdRange = {
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
};
const rangeOk = (v: { createdFrom?: string; createdTo?: string }) =>
  !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo;
const rangeIssue = { error: 'validation.dateRange', path: ['createdTo'] };

export const cardFilterFields = {
  /** Last 4, cardholder name or merchant number. */
  search: searchField,
  merchantId: z.uuid().optional(),
  status: cardStatus.optional(),
  model: z.enum(CARD_MODELS).optional(),
  funding: z.enum(CARD_FUNDINGS).optional(),
  scheme: z.enum(CARD_SCHEMES).optional(),
  currency: knownCurrencyCode.optional(),
  ...createdRange,
};
export const applyFilterFields = {
  search: searchField,
  merchantId: z.uuid().optional(),
  applyStatus: z.enum(APPLY_STATUSES).optional(),
  ...createdRange,
};

/**
 * `card/page`: cards (default) or, with `view: 'applyRecords'`, the Apply Records list, each with its own
 * filters (one gateway operation per the spec's card service).
 */
export const cardPageRequest = z
  .object({
    ...pageFields,
    view: z.enum(['cards', 'applyRecords']).optional().default('cards'),
    ...cardFilterFields,
    applyStatus: z.enum(APPLY_STATUSES).optional(),
  })
  .refine(rangeOk, rangeIssue);
export type CardPageRequest = z.infer<typeof cardPageRequest>;

/**
 * `card/list`: Card Balances (a page of the partner's cards with the balance each can spend), or with
 * `view: 'products'` the card products the Apply Card form offers (one page of them all).
 */
export const cardListRequest = z.object({
  ...pageFields,
  view: z.enum(['balances', 'products']).optional().default('balances'),
  merchantId: z.uuid().optional(),
  funding: z.enum(CARD_FUNDINGS).optional(),
  currency: knownCurrencyCode.optional(),
});
export type CardListRequest = z.infer<typeof cardListRequest>;

export const cardExportFilter = z.object(cardFilterFields).refine(rangeOk, rangeIssue);
export const applyExportFilter = z.object(applyFilterFields).refine(rangeOk, rangeIssue);
/** The export kinds of the two card lists (also reachable through `export/export` and Trade download). */
export const CARD_EXPORT_KINDS = { cards: 'cards', applyRecords: 'cardApplyRecords' } as const;

/**
 * `card/export`: the Cards list (default) or the Apply Records list as CSV or XLSX, with that list's own
 * filters; the same file `export/export` writes for the kind. Only BIN and last 4 of a card number.
 */
export const cardExportRequest = z.object({
  ...gatewayFields,
  format: exportFormat,
  view: z.enum(['cards', 'applyRecords']).optional().default('cards'),
  filter: z.record(z.string(), z.unknown()).default({}),
});
export type CardExportRequest = z.infer<typeof cardExportRequest>;

// ---- records ----
export const cardProduct = z.object({
  id: z.string(),
  name: z.string(),
  scheme: z.enum(CARD_SCHEMES),
  bin: z.string(),
  models: z.array(z.enum(CARD_MODELS)),
  cardTypes: z.array(z.enum(CARD_TYPES)),
  defaultLimits: z.object({
    total: z.string(),
    single: z.string(),
    daily: z.string(),
    monthly: z.string(),
    dailyCount: z.number().int(),
  }),
});
export type CardProduct = z.infer<typeof cardProduct>;

export const cardRecord = z.object({
  id: z.string(),
  /** The card token (spec §3): a reference that is not the PAN. */
  cardToken: z.string(),
  partnerId: z.string(),
  merchantId: z.string(),
  merchantNo: z.string(),
  merchantName: z.string(),
  productId: z.string(),
  productName: z.string(),
  scheme: z.enum(CARD_SCHEMES),
  bin: z.string(),
  last4: z.string(),
  /** BIN ****** last 4: never the full PAN. */
  maskedPan: z.string(),
  model: z.enum(CARD_MODELS),
  cardType: z.enum(CARD_TYPES),
  funding: z.enum(CARD_FUNDINGS),
  currency: z.string(),
  cardholderName: z.string(),
  status: cardStatus,
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  /** MM/YY */
  expiry: z.string(),
  activatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CardRecord = z.infer<typeof cardRecord>;
export const cardPageData = pageData(cardRecord);

export const applyRecord = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantNo: z.string(),
  merchantName: z.string(),
  productId: z.string(),
  productName: z.string(),
  model: z.enum(CARD_MODELS),
  cardType: z.enum(CARD_TYPES),
  funding: z.enum(CARD_FUNDINGS),
  currency: z.string(),
  status: z.enum(APPLY_STATUSES),
  /** Why the issuer refused (Failed only). */
  reason: z.string(),
  cardId: z.string().nullable(),
  /** The bulk file's line, when the record came from one. */
  batchLine: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplyRecord = z.infer<typeof applyRecord>;
export const applyPageData = pageData(applyRecord);
/** `card/page` answers one of the two lists. */
export const cardOrApplyPageData = z.union([cardPageData, applyPageData]);

/** One limit as Card Details shows it: the limit in force, whether it is the default, used and remaining. */
export const cardLimitLine = z.object({
  kind: z.enum(CARD_LIMIT_KINDS),
  limit: z.string(),
  defaultLimit: z.string(),
  isDefault: z.boolean(),
  used: z.string(),
  remaining: z.string(),
});
export type CardLimitLine = z.infer<typeof cardLimitLine>;

export const cardEvent = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: cardStatus.nullable(),
  toStatus: cardStatus.nullable(),
  reason: z.string(),
  channel: z.enum(CARD_CHANNELS),
  actorName: z.string(),
  at: z.string(),
});
export type CardEvent = z.infer<typeof cardEvent>;

export const cardBalance = z.object({
  cardId: z.string(),
  maskedPan: z.string(),
  last4: z.string(),
  merchantId: z.string(),
  merchantNo: z.string(),
  merchantName: z.string(),
  funding: z.enum(CARD_FUNDINGS),
  status: cardStatus,
  currency: z.string(),
  /** A top-up card's own account; for a shared card, its merchant account. */
  accountId: z.string().nullable(),
  balance: z.string(),
  available: z.string(),
});
export type CardBalance = z.infer<typeof cardBalance>;
export const cardBalancePageData = pageData(cardBalance);
export const cardProductPageData = pageData(cardProduct);
/** `card/list` answers one of the two. */
export const cardListData = z.union([cardBalancePageData, cardProductPageData]);

/** `card/get`: Card Details. */
export const cardDetail = cardRecord.extend({
  limits: z.array(cardLimitLine),
  balance: cardBalance,
  history: z.array(cardEvent),
  /** The buttons Card Details shows. */
  actions: z.array(z.enum(CARD_USER_ACTIONS)),
  hasPin: z.boolean(),
  hasAcsPassword: z.boolean(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingPostalCode: z.string(),
  shippingCountry: z.string(),
  products: z.array(cardProduct),
});
export type CardDetail = z.infer<typeof cardDetail>;

/** How long a sensitive-view grant lives: the card data is fetched once within it and shown until it ends. */
export const SENSITIVE_VIEW_SECONDS = 60;
/** `card/get-by` answers a grant: a one-time token for `card/reveal`, bound to this session and card. */
export const cardSensitiveGrant = z.object({
  id: z.string(),
  grant: z.string(),
  /** When the server stops honouring the grant (ISO 8601). */
  expiresAt: z.string(),
  visibleSeconds: z.number().int(),
});
export type CardSensitiveGrant = z.infer<typeof cardSensitiveGrant>;

/** `card/reveal`: the card number, expiry and CVV2, once per grant, while the grant lives. */
export const cardRevealRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  grant: z.string().trim().min(1).max(128),
});
export type CardRevealRequest = z.infer<typeof cardRevealRequest>;

/** `card/reveal`: shown for what is left of the grant's life (`visibleSeconds`), never stored by the browser. */
export const cardSensitiveData = z.object({
  id: z.string(),
  pan: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  expiry: z.string(),
  cvv2: z.string(),
  visibleSeconds: z.number().int(),
});
export type CardSensitiveData = z.infer<typeof cardSensitiveData>;

/** `card/call` answers the card after the action (and for money moves the entry made). */
export const cardCallData = cardRecord.extend({
  entryId: z.string().nullable(),
});
export type CardCallData = z.infer<typeof cardCallData>;

/** `card/upload`: a bulk apply's outcome: one apply record per valid row, each invalid row with its reason. */
export const MAX_BULK_ROWS = 1000;
/**
 * What a bulk apply sheet may hold. An XLSX is a zip: a file under the 1 MB upload limit
 * can unpack to gigabytes, so its entries are counted as they unpack (at most 8 MB in all), and the rows are
 * read one by one with at most 50 columns and 1000 characters a cell — each refused at its first excess.
 */
export const BULK_SHEET_LIMITS = {
  unpackedBytes: 8 * 1024 * 1024,
  zipEntries: 100,
  columns: 50,
  cellChars: 1000,
} as const;
export const BULK_COLUMNS = [
  'merchantNo',
  'productName',
  'model',
  'cardType',
  'funding',
  'currency',
  'cardholderName',
  'shippingAddress',
  'shippingCity',
  'shippingPostalCode',
  'shippingCountry',
] as const;
export const cardUploadData = z.object({
  rows: z.number().int(),
  accepted: z.number().int(),
  applyRecordIds: z.array(z.string()),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), reason: z.string() })),
});
export type CardUploadData = z.infer<typeof cardUploadData>;

// ---- texts ----
export const cardStatusText: Record<CardStatus, LocalText> = {
  unactivated: { en: 'Unactivated', zh_CN: '未激活' },
  normal: { en: 'Normal', zh_CN: '正常' },
  blocked: { en: 'Blocked', zh_CN: '已冻结' },
  lost: { en: 'Lost', zh_CN: '已挂失' },
  expired: { en: 'Expired', zh_CN: '已过期' },
  closing: { en: 'Closing', zh_CN: '注销中' },
  closed: { en: 'Closed', zh_CN: '已注销' },
};
export const cardActionText: Record<
  | CardStateAction
  | 'setPin'
  | 'setAcsPassword'
  | 'sendResetCode'
  | 'resetPin'
  | 'resetAcsPassword'
  | 'sendInfo'
  | 'topUp'
  | 'withdraw'
  | 'issue',
  LocalText
> = {
  activate: { en: 'activated', zh_CN: '激活' },
  block: { en: 'blocked', zh_CN: '冻结' },
  unblock: { en: 'unblocked', zh_CN: '解冻' },
  loss: { en: 'reported lost', zh_CN: '挂失' },
  unloss: { en: 'recovered from loss', zh_CN: '解除挂失' },
  revoke: { en: 'revoked', zh_CN: '注销' },
  close: { en: 'closed', zh_CN: '关闭' },
  expire: { en: 'expired', zh_CN: '过期' },
  setPin: { en: 'given a new PIN', zh_CN: '设置 PIN' },
  setAcsPassword: { en: 'given a new ACS password', zh_CN: '设置 ACS 密码' },
  sendResetCode: { en: 'sent a reset code', zh_CN: '发送重置验证码' },
  resetPin: { en: 'given a new PIN by reset', zh_CN: '重置 PIN' },
  resetAcsPassword: { en: 'given a new ACS password by reset', zh_CN: '重置 ACS 密码' },
  sendInfo: { en: 'sent to the cardholder by email', zh_CN: '发送卡片信息至邮箱' },
  topUp: { en: 'topped up', zh_CN: '充值' },
  withdraw: { en: 'withdrawn from', zh_CN: '提取' },
  issue: { en: 'issued', zh_CN: '发卡' },
};
export const cardLimitText: Record<CardLimitKind, LocalText> = {
  total: { en: 'Overall total limit', zh_CN: '总限额' },
  single: { en: 'Max single amount', zh_CN: '单笔最高限额' },
  daily: { en: 'Daily limit', zh_CN: '日限额' },
  monthly: { en: 'Monthly limit', zh_CN: '月限额' },
  dailyCount: { en: 'Max daily transactions', zh_CN: '每日最多交易笔数' },
};
export const applyStatusText: Record<ApplyStatus, LocalText> = {
  pending: { en: 'Pending', zh_CN: '待处理' },
  processing: { en: 'Processing', zh_CN: '处理中' },
  success: { en: 'Success', zh_CN: '成功' },
  failed: { en: 'Failed', zh_CN: '失败' },
};
export const cardModelText: Record<CardModel, LocalText> = {
  virtual: { en: 'Virtual', zh_CN: '虚拟卡' },
  physical: { en: 'Standard (physical)', zh_CN: '实体卡' },
};
export const cardFundingText: Record<CardFunding, LocalText> = {
  shared: { en: 'Shared', zh_CN: '共享额度' },
  topUp: { en: 'Top-up', zh_CN: '充值卡' },
};
export const cardTypeText: Record<CardType, LocalText> = {
  personal: { en: 'Personal', zh_CN: '个人卡' },
  commercial: { en: 'Commercial', zh_CN: '商务卡' },
};

export { cardErrors } from './card-errors';

/** Server-side texts of this module's validation keys (the web has the same keys in its locales). */
export const cardValidationText: Record<string, LocalText> = {
  'validation.embossName': {
    en: "The name on the card takes only the letters A–Z, digits, spaces and . - ' / (at most 26 characters)",
    zh_CN: "卡面姓名只能使用字母 A–Z、数字、空格和 . - ' /（最多 26 个字符）",
  },
  'validation.shippingRequired': {
    en: 'A physical card needs a shipping address, city and country',
    zh_CN: '实体卡须填写邮寄地址、城市和国家',
  },
  'validation.limitRaised': {
    en: 'Enter a value below the product default, or leave it empty for the default',
    zh_CN: '请输入低于产品默认值的数值，或留空以使用默认值',
  },
  'validation.limitOrder': {
    en: 'Single ≤ daily ≤ monthly ≤ overall total',
    zh_CN: '单笔 ≤ 日限额 ≤ 月限额 ≤ 总限额',
  },
  'validation.pin': {
    en: 'A PIN is 4–6 digits and not trivial (no 0000, 1234 or repeated digits)',
    zh_CN: 'PIN 为 4–6 位数字，且不能过于简单（如 0000、1234 或重复数字）',
  },
  'validation.last4': { en: 'Type the last 4 digits of the card', zh_CN: '请输入卡号后四位' },
  'validation.acsPassword': {
    en: 'An ACS password is 8–20 characters with at least one letter and one digit, no spaces',
    zh_CN: 'ACS 密码为 8–20 个字符，至少包含一个字母和一个数字，不能有空格',
  },
  'validation.resetCode': {
    en: 'Enter the 6-digit code sent to the cardholder',
    zh_CN: '请输入发送给持卡人的 6 位验证码',
  },
};
