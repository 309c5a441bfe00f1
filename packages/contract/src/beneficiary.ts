import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { gatewayFields, idRequest, pageData } from './gateway';
import { currencyCode } from './money';
import { IBAN_LENGTHS, isIbanCountry } from './reference/iban-registry';
import { ISO_3166_ALPHA2, USER_ASSIGNED_COUNTRIES } from './reference/iso3166';
import { isPlanPhoneNumber, normalizePhone } from './reference/phone';
import { isValidEmail, MAX_TEXT } from './validation';
import { cleanText } from './text';
import {
  ENTITY_STATUS,
  beneficiaryPageRequest,
  entityStatus,
  withdrawalAccountPageRequest,
  type BeneficiaryPageRequest,
  type WithdrawalAccountPageRequest,
} from './beneficiary-filter';

export {
  ENTITY_STATUS,
  beneficiaryPageRequest,
  entityStatus,
  withdrawalAccountPageRequest,
  type BeneficiaryPageRequest,
  type WithdrawalAccountPageRequest,
};

/**
 * Payees (spec §3 Beneficiary and Withdrawal account): their validators, written once and used by
 * the form and the server alike. Messages are i18n keys under `validation.*` (the web translates them, the
 * server renders them with `payeeValidationText`).
 */
export const payeeMessages = {
  swift: 'validation.swift',
  swiftFormat: 'validation.swiftFormat',
  iban: 'validation.iban',
  ibanCountry: 'validation.ibanCountry',
  bsb: 'validation.bsb',
  phone: 'validation.phone',
  email: 'validation.email',
  country: 'validation.country',
  currency: 'validation.currency',
  idDates: 'validation.idDates',
  incorporation: 'validation.incorporation',
  date: 'validation.date',
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  amount: 'validation.amount',
} as const;

/** Spec §3 dictionaries. */
export const PAYEE_TYPE = { CORPORATION: 1, INDIVIDUAL: 2 } as const;
export const ACCOUNT_TYPE = { BANK: 1, WALLET: 2 } as const;
export const FEE_DIRECTIONS = ['OUR', 'SHA', 'BEN'] as const;
export const PAYMENT_METHODS = ['SWIFT', 'LOCAL'] as const;
export const NATURE_OF_ACCOUNT = ['PERSONAL', 'BUSINESS'] as const;

// ---- pure validators (each: empty passes; `required` is separate) ----

/** ISO 9362: 4 letters bank, 2 letters country, 2 alphanumeric location, optional 3 alphanumeric branch. */
const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** Spec §5/§9: SWIFT length 8 or 11. */
export const isValidSwift = (value: string | null | undefined) =>
  !value || (SWIFT_PATTERN.test(value) && isValidBIC(value) && isCountry(value.slice(4, 6)));

/**
 * ISO 13616: a country the SWIFT IBAN registry lists, its length there, the BBAN format and the mod-97
 * check digits (ibantools, which also knows national formats outside the registry: those are refused).
 * Spaces are allowed when typed.
 */
export const isValidIban = (value: string | null | undefined) => {
  if (!value) return true;
  const iban = electronicFormatIBAN(value) ?? '';
  return IBAN_LENGTHS[iban.slice(0, 2)] === iban.length && isValidIBAN(iban);
};
/** An IBAN under a prefix the registry does not list (a territory that banks under FR or FI, or no IBAN country). */
export const isIbanOutsideRegistry = (value: string | null | undefined) => {
  const iban = (value && electronicFormatIBAN(value)) || '';
  return /^[A-Z]{2}/.test(iban) && !isIbanCountry(iban.slice(0, 2));
};
export const normalizeIban = (value: string) => electronicFormatIBAN(value) ?? value;

/** Australian Bank-State-Branch: 6 digits, often typed as 123-456. */
export const isValidBsb = (value: string | null | undefined) => !value || /^\d{3}-?\d{3}$/.test(value);

/**
 * E.164 and a length and leading digits the country's plan allows, by libphonenumber's small metadata:
 * what the form checks. The server checks again with the full metadata (reference/phone-full), which also
 * knows each plan's number ranges, and is the judge.
 */
export const isValidE164 = (value: string | null | undefined) => !value || isPlanPhoneNumber(value);

/**
 * The one phone rule of every form and request: typed with spaces, dashes, dots or brackets, normalised to
 * E.164 (what is stored), then checked. Empty passes; a required phone adds its own check.
 */
export const phoneField = () =>
  z
    .string()
    .transform(normalizePhone)
    .refine((v) => isValidE164(v), { error: payeeMessages.phone });
export { normalizePhone };

/** ISO 3166-1 alpha-2 codes and XK (for country pickers; names come from the browser's Intl.DisplayNames). */
export const COUNTRY_CODES = [...ISO_3166_ALPHA2, ...USER_ASSIGNED_COUNTRIES].sort();
const countrySet = new Set(COUNTRY_CODES);

export const isCountry = (value: string | null | undefined) => !value || countrySet.has(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string | null | undefined) =>
  !value || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** An ID document is issued before it expires. */
export const idDatesInOrder = (issued?: string | null, expiry?: string | null) =>
  !issued || !expiry || issued < expiry;

/** A company cannot be incorporated in the future (`today` as YYYY-MM-DD, UTC by default). */
export const incorporationNotFuture = (date?: string | null, today = new Date().toISOString().slice(0, 10)) =>
  !date || date <= today;

/** Countries whose accounts are IBANs: the SWIFT IBAN registry's list (reference/iban-registry). */
export const ibanCountry = (country: string | null | undefined) => isIbanCountry(country);

export type BankField = 'bankNumber' | 'iban' | 'bsbNumber' | 'branchCode' | 'swift';

/**
 * Which bank fields a beneficiary needs for its bank country and the currency it receives (the
 * form shows only these). IBAN countries pay to an IBAN; Australia by BSB and account number for AUD;
 * the US by ABA routing (branch code) and account number for USD; everywhere else an account number.
 * A payment that crosses a border (currency not the country's own) needs a SWIFT code too.
 */
export const bankFieldsFor = (bankCountry: string | undefined, currency: string | undefined): BankField[] => {
  if (!bankCountry) return ['bankNumber', 'swift'];
  const domestic =
    (bankCountry === 'AU' && currency === 'AUD') ||
    (bankCountry === 'US' && currency === 'USD') ||
    (bankCountry === 'MX' && currency === 'MXN') ||
    (bankCountry === 'BR' && currency === 'BRL');
  if (ibanCountry(bankCountry)) return ['iban', 'swift'];
  if (bankCountry === 'AU')
    return domestic ? ['bsbNumber', 'bankNumber'] : ['bsbNumber', 'bankNumber', 'swift'];
  if (bankCountry === 'US')
    return domestic ? ['branchCode', 'bankNumber'] : ['branchCode', 'bankNumber', 'swift'];
  return domestic ? ['bankNumber', 'branchCode'] : ['bankNumber', 'swift'];
};

// ---- zod ----
const text = (max = MAX_TEXT) => cleanText(z.string().trim().max(max, { error: payeeMessages.tooLong }));
const optText = (max = MAX_TEXT) => text(max).optional().default('');
const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isCountry(v), { error: payeeMessages.country });
const optCountry = country.optional().default('');
const date = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), { error: payeeMessages.date })
  .optional()
  .default('');
const swift = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => !v || v.length === 8 || v.length === 11, { error: payeeMessages.swift })
  .refine((v) => isValidSwift(v), { error: payeeMessages.swiftFormat })
  .optional()
  .default('');

export const beneficiaryFields = {
  name: text().min(1, { error: payeeMessages.required }),
  payeeType: z.union([z.literal(1), z.literal(2)]),
  accountType: z.union([z.literal(1), z.literal(2)]),
  natureOfAccount: z.enum(NATURE_OF_ACCOUNT).optional(),
  companyName: optText(),
  registeredCountry: optCountry,
  registerNumber: optText(64),
  incorporationDate: date,
  taxNumber: optText(64),
  idIssuedDate: date,
  idExpiryDate: date,
  idOrgan: optText(),
  residentCountry: optCountry,
  phone: phoneField().optional().default(''),
  email: z
    .string()
    .trim()
    .max(254, { error: payeeMessages.tooLong })
    .refine((v) => isValidEmail(v), { error: payeeMessages.email })
    .optional()
    .default(''),
  address: optText(),
  city: optText(128),
  postalCode: optText(32),
  state: optText(128),
  country: country.refine((v) => v.length > 0, { error: payeeMessages.required }),
  bankName: optText(),
  bankCountry: optCountry,
  bankAddress: optText(),
  branchCode: optText(32),
  bsbNumber: z
    .string()
    .trim()
    .refine((v) => isValidBsb(v), { error: payeeMessages.bsb })
    .transform((v) => v.replace('-', ''))
    .optional()
    .default(''),
  /** Account number at the bank (or the wallet id for a wallet). */
  bankNumber: optText(64),
  swift,
  iban: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (isIbanOutsideRegistry(v)) ctx.addIssue({ code: 'custom', message: payeeMessages.ibanCountry });
      else if (!isValidIban(v)) ctx.addIssue({ code: 'custom', message: payeeMessages.iban });
    })
    .transform((v) => (v ? normalizeIban(v) : v))
    .optional()
    .default(''),
  intermediaryBankName: optText(),
  intermediarySwift: swift,
  feeDirection: z.enum(FEE_DIRECTIONS).default('SHA'),
  paymentMethod: z.enum(PAYMENT_METHODS).default('SWIFT'),
  currency: currencyCode,
};

type BeneficiaryShape = z.infer<z.ZodObject<typeof beneficiaryFields>>;

/** Rules across fields: dates in order, company data for a corporation, the bank fields its country needs. */
const crossChecks = (v: BeneficiaryShape, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!idDatesInOrder(v.idIssuedDate, v.idExpiryDate)) issue('idExpiryDate', payeeMessages.idDates);
  if (!incorporationNotFuture(v.incorporationDate)) issue('incorporationDate', payeeMessages.incorporation);
  if (v.payeeType === PAYEE_TYPE.CORPORATION && !v.companyName) issue('companyName', payeeMessages.required);
  if (v.accountType === ACCOUNT_TYPE.WALLET) {
    if (!v.bankNumber) issue('bankNumber', payeeMessages.required);
    return;
  }
  if (!v.bankName) issue('bankName', payeeMessages.required);
  if (!v.bankCountry) issue('bankCountry', payeeMessages.required);
  if (v.bankCountry === 'US' && v.branchCode && !isValidAbaRouting(v.branchCode))
    issue('branchCode', 'validation.abaRouting');
  for (const field of bankFieldsFor(v.bankCountry || undefined, v.currency))
    if (!v[field]) issue(field, payeeMessages.required);
  if (v.intermediaryBankName && !v.intermediarySwift) issue('intermediarySwift', payeeMessages.required);
};

export const beneficiaryInput = z.object(beneficiaryFields).superRefine(crossChecks);
export type BeneficiaryInput = z.input<typeof beneficiaryInput>;

export const beneficiaryCreateRequest = z
  .object({ ...gatewayFields, ...beneficiaryFields })
  .superRefine(crossChecks);
export type BeneficiaryCreateRequest = z.infer<typeof beneficiaryCreateRequest>;
export const beneficiaryUpdateRequest = z
  .object({ ...gatewayFields, id: z.uuid(), ...beneficiaryFields })
  .superRefine(crossChecks);
export type BeneficiaryUpdateRequest = z.infer<typeof beneficiaryUpdateRequest>;

export const statusRequest = z.object({ ...gatewayFields, id: z.uuid(), status: entityStatus });
export type StatusRequest = z.infer<typeof statusRequest>;

const NUMERIC_FIELDS = new Set(['payeeType', 'accountType']);
export const beneficiaryRecord = z.object({
  id: z.string(),
  status: z.number().int(),
  ...(Object.fromEntries(
    Object.keys(beneficiaryFields).map((k) => [k, NUMERIC_FIELDS.has(k) ? z.number().int() : z.string()]),
  ) as Record<Exclude<keyof BeneficiaryShape, 'payeeType' | 'accountType'>, z.ZodString>),
  payeeType: z.number().int(),
  accountType: z.number().int(),
  natureOfAccount: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BeneficiaryRecord = z.infer<typeof beneficiaryRecord>;

export const beneficiaryPageData = pageData(beneficiaryRecord);
export const beneficiaryGetRequest = idRequest;

// ---- withdrawal accounts ----

/** US ABA routing number: 9 digits whose 3-7-1 weighted sum is a multiple of 10. */
export const isValidAbaRouting = (value: string) => {
  if (!/^\d{9}$/.test(value)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, d, i) => sum + Number(d) * w[i]!, 0) % 10 === 0;
};

/** Mexican CLABE: 18 digits, the last a check digit over the first 17 (weights 3, 7, 1, mod 10). */
export const isValidClabe = (value: string) => {
  if (!/^\d{18}$/.test(value)) return false;
  const w = [3, 7, 1];
  const sum = [...value.slice(0, 17)].reduce((acc, d, i) => acc + ((Number(d) * w[i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(value[17]);
};

export const accountMessages = {
  iban: 'validation.accountIban',
  us: 'validation.accountUs',
  au: 'validation.accountAu',
  clabe: 'validation.accountClabe',
  other: 'validation.accountNumber',
  wallet: 'validation.walletId',
  currency: 'validation.accountCurrency',
} as const;

/** An account number as typed, without the spaces and dashes people group it with (an IBAN upper-cased). */
export const compactAccountNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The payee a withdrawal account belongs to, as far as its number and currency are judged by it. */
export type AccountPayee = { accountType: number; bankCountry: string; currency: string };

/** What is stored: a bank account number compact (an IBAN in its electronic form), a wallet id as typed. */
export const storedAccountNumber = (value: string, payee: AccountPayee) =>
  payee.accountType === ACCOUNT_TYPE.WALLET ? value.trim() : compactAccountNumber(value);

/**
 * Why a withdrawal account's number and currency do not fit its beneficiary, field by field (empty: they
 * do). The number follows the bank country's rules: an IBAN (country, length, mod-97) where the country uses
 * IBAN; a US account of 4–17 digits (the ABA routing number is the beneficiary's branch code); an Australian
 * one of 5–9 digits (beside the BSB); a Mexican 18-digit CLABE with its check digit; elsewhere 4–34 letters
 * and digits. A wallet id is 4–64 letters, digits and . _ @ + -. The account pays the beneficiary in the
 * currency the beneficiary receives. The form and the server ask this same function.
 */
export const withdrawalAccountProblems = (
  input: { accountNumber: string; currency: string },
  payee: AccountPayee,
): { field: 'accountNumber' | 'currency'; message: string }[] => {
  const problems: { field: 'accountNumber' | 'currency'; message: string }[] = [];
  const number = compactAccountNumber(input.accountNumber);
  const country = payee.bankCountry;
  const fits =
    payee.accountType === ACCOUNT_TYPE.WALLET
      ? /^[A-Za-z0-9][A-Za-z0-9._@+-]{3,63}$/.test(input.accountNumber.trim())
      : ibanCountry(country)
        ? number.startsWith(country) && isValidIban(number)
        : country === 'US'
          ? /^\d{4,17}$/.test(number)
          : country === 'AU'
            ? /^\d{5,9}$/.test(number)
            : country === 'MX'
              ? isValidClabe(number)
              : /^[A-Z0-9]{4,34}$/.test(number);
  if (input.accountNumber.trim() && !fits) {
    const message =
      payee.accountType === ACCOUNT_TYPE.WALLET
        ? accountMessages.wallet
        : ibanCountry(country)
          ? accountMessages.iban
          : country === 'US'
            ? accountMessages.us
            : country === 'AU'
              ? accountMessages.au
              : country === 'MX'
                ? accountMessages.clabe
                : accountMessages.other;
    problems.push({ field: 'accountNumber', message });
  }
  if (input.currency && payee.currency && input.currency !== payee.currency)
    problems.push({ field: 'currency', message: accountMessages.currency });
  return problems;
};

export const withdrawalAccountFields = {
  beneficiaryId: z.uuid({ error: payeeMessages.required }),
  currency: currencyCode,
  accountNumber: text(64).min(1, { error: payeeMessages.required }),
  alias: optText(64),
};
export const withdrawalAccountCreateRequest = z.object({ ...gatewayFields, ...withdrawalAccountFields });
export type WithdrawalAccountCreateRequest = z.infer<typeof withdrawalAccountCreateRequest>;
export const withdrawalAccountUpdateRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  ...withdrawalAccountFields,
});
export type WithdrawalAccountUpdateRequest = z.infer<typeof withdrawalAccountUpdateRequest>;
export const withdrawalAccountRecord = z.object({
  id: z.string(),
  beneficiaryId: z.string(),
  beneficiaryName: z.string(),
  currency: z.string(),
  accountNumber: z.string(),
  alias: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawalAccountRecord = z.infer<typeof withdrawalAccountRecord>;

export const withdrawalAccountPageData = pageData(withdrawalAccountRecord);

/** Texts of the withdrawal account keys (the web's withdrawal feature has the same in its locales). */
export const withdrawalAccountValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.accountIban': {
    en: "The beneficiary's bank is in an IBAN country: enter a valid IBAN of that country",
    zh_CN: '收款人的开户行所在国家使用 IBAN：请输入该国家的有效 IBAN',
  },
  'validation.accountUs': {
    en: 'A US account number is 4–17 digits (the ABA routing number is the beneficiary’s branch code)',
    zh_CN: '美国账号为 4–17 位数字（ABA 路由号填写在收款人的分行代码中）',
  },
  'validation.accountAu': {
    en: 'An Australian account number is 5–9 digits (the BSB is the beneficiary’s)',
    zh_CN: '澳大利亚账号为 5–9 位数字（BSB 填写在收款人资料中）',
  },
  'validation.accountClabe': {
    en: 'A Mexican account is an 18-digit CLABE with a valid check digit',
    zh_CN: '墨西哥账户须为 18 位且校验位正确的 CLABE',
  },
  'validation.accountNumber': {
    en: 'An account number is 4–34 letters and digits',
    zh_CN: '账号须为 4–34 位字母和数字',
  },
  'validation.walletId': {
    en: 'A wallet ID is 4–64 letters, digits and . _ @ + -',
    zh_CN: '钱包 ID 须为 4–64 位字母、数字及 . _ @ + -',
  },
  'validation.accountCurrency': {
    en: 'A withdrawal account pays the beneficiary in the currency it receives',
    zh_CN: '提现账户须以收款人的收款币种付款',
  },
  'validation.abaRouting': {
    en: 'A US routing (ABA) number is 9 digits with a valid check digit',
    zh_CN: '美国路由号（ABA）须为 9 位且校验位正确',
  },
};

/** Server-side texts of the payee validation keys (the web has the same in its locales). */
export const payeeValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.swiftFormat': {
    en: 'Not a valid SWIFT/BIC code (e.g. DEUTDEFF or DEUTDEFF500)',
    zh_CN: '不是有效的 SWIFT/BIC 代码（例如 DEUTDEFF 或 DEUTDEFF500）',
  },
  'validation.iban': {
    en: 'Not a valid IBAN (wrong length for its country or wrong check digits)',
    zh_CN: 'IBAN 无效（长度与国家不符或校验位错误）',
  },
  'validation.ibanCountry': {
    en: "This IBAN's country code is not in the IBAN registry (overseas territories use their country's, e.g. FR for Guadeloupe)",
    zh_CN: '该 IBAN 的国家代码不在 IBAN 注册表中（海外领地使用所属国家的代码，例如瓜德罗普使用 FR）',
  },
  'validation.bsb': { en: 'The BSB number is 6 digits', zh_CN: 'BSB 号码为 6 位数字' },
  'validation.phone': {
    en: 'The format of phone number is incorrect',
    zh_CN: '电话号码格式不正确',
  },
  'validation.country': { en: 'Not an ISO country code', zh_CN: '不是有效的 ISO 国家代码' },
  'validation.currency': { en: 'Not an ISO currency code', zh_CN: '不是有效的 ISO 货币代码' },
  'validation.idDates': {
    en: 'The ID must be issued before it expires',
    zh_CN: '证件签发日期须早于到期日期',
  },
  'validation.incorporation': {
    en: 'The incorporation date cannot be in the future',
    zh_CN: '注册成立日期不能晚于今天',
  },
  'validation.date': { en: 'Not a valid date (YYYY-MM-DD)', zh_CN: '日期无效（YYYY-MM-DD）' },
  'validation.amount': { en: 'Not a valid amount', zh_CN: '金额无效' },
  ...withdrawalAccountValidationText,
};
