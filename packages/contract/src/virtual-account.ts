import { z } from 'zod';
import { composeIBAN } from 'ibantools';
import { isValidIban, isValidSwift } from './beneficiary';
import { gatewayFields, idRequest, pageData } from './gateway';
import { currencyCode } from './money';
import { textField } from './text';
import {
  BUSINESS_TYPE,
  BUSINESS_TYPE_CODES,
  SELECTABLE_BUSINESS_TYPES,
  businessTypeField,
  VA_COUNTRY_CURRENCY,
  VA_COUNTRIES,
  defaultSettlementCurrency,
  vaCountryField,
  VA_STATUS,
  VA_STATUSES,
  vaStatusField,
  virtualAccountPageRequest,
  type VaCountry,
  type VaStatus,
  type VirtualAccountPageRequest,
} from './virtual-account-filter';

export {
  BUSINESS_TYPE,
  BUSINESS_TYPE_CODES,
  SELECTABLE_BUSINESS_TYPES,
  businessTypeField,
  VA_COUNTRY_CURRENCY,
  VA_COUNTRIES,
  defaultSettlementCurrency,
  vaCountryField,
  VA_STATUS,
  VA_STATUSES,
  vaStatusField,
  virtualAccountPageRequest,
  type VaCountry,
  type VaStatus,
  type VirtualAccountPageRequest,
};

/**
 * Virtual bank accounts (spec §3 Virtual bank account). A partner applies (country, business
 * type, alias); the operator opens it, and the bank issues details in the country's own format, checked
 * here by the same rules as payees (IBAN and BIC from ./beneficiary) plus the national formats below.
 */

// ---- national account formats (pure; each returns true when valid) ----

/** US ABA routing number: 9 digits, 3-7-1 weighted sum divisible by 10. */
export const isValidAbaRouting = (value: string) => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};
/** US deposit account numbers: 4 to 17 digits. */
export const isValidUsAccount = (value: string) => /^\d{4,17}$/.test(value);
/** UK sort code (6 digits, shown 12-34-56) and account number (8 digits). */
export const isValidSortCode = (value: string) => /^\d{2}-?\d{2}-?\d{2}$/.test(value);
export const isValidUkAccount = (value: string) => /^\d{8}$/.test(value);

/** Mexican CLABE check digit: weights 3, 7, 1 over the first 17 digits, each product mod 10. */
export const clabeCheckDigit = (first17: string) => {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce((s, c, i) => s + ((Number(c) * weights[i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10;
};
/** CLABE: 18 digits (3 bank, 3 city, 11 account, 1 check digit). */
export const isValidClabe = (value: string) =>
  /^\d{18}$/.test(value) && clabeCheckDigit(value.slice(0, 17)) === Number(value[17]);

/** Brazil: COMPE bank code (3 digits), branch (agência, 4 digits), account with its check digit (12345678-9). */
export const isValidBrBankCode = (value: string) => /^\d{3}$/.test(value);
export const isValidBrBranch = (value: string) => /^\d{4}$/.test(value);
export const isValidBrAccount = (value: string) => /^\d{1,12}-[\dX]$/.test(value);

// ---- check digits, for the bank adapters that issue numbers (the validators above check them) ----

/** The ninth digit of an ABA routing number for its first eight (weights 3, 7, 1). */
export const abaCheckDigit = (first8: string) => {
  const d = [...first8].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return (10 - (sum % 10)) % 10;
};

/** Brazilian account check digit (módulo 11, weights 2..9 from the right; 10 is X, 11 is 0). */
export const brAccountCheckDigit = (digits: string) => {
  const sum = [...digits].reverse().reduce((s, c, i) => s + Number(c) * (2 + (i % 8)), 0);
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'X' : String(r);
};

/** An IBAN for a country and its BBAN, with its mod-97 check digits (null: the BBAN does not fit). */
export const ibanOf = (country: string, bban: string) => composeIBAN({ countryCode: country, bban }) ?? null;

/** The account details the bank issued; which fields are set depends on the country. */
export const vaDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  accountNumber: z.string().nullable(),
  /** US ABA routing number. */
  routingNumber: z.string().nullable(),
  /** UK sort code. */
  sortCode: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  clabe: z.string().nullable(),
  /** Brazil: COMPE bank code and branch. */
  bankCode: z.string().nullable(),
  branchCode: z.string().nullable(),
});
export type VaDetails = z.infer<typeof vaDetails>;

/** Which detail fields a country's account carries, and the rule for each (the sandbox and tests use it). */
const DETAIL_RULES: Record<VaCountry, Partial<Record<keyof VaDetails, (v: string) => boolean>>> = {
  US: { routingNumber: isValidAbaRouting, accountNumber: isValidUsAccount },
  GB: {
    sortCode: isValidSortCode,
    accountNumber: isValidUkAccount,
    iban: (v) => v.startsWith('GB') && isValidIban(v),
    bic: (v) => isValidSwift(v),
  },
  DE: { iban: (v) => v.startsWith('DE') && isValidIban(v), bic: (v) => isValidSwift(v) },
  IE: { iban: (v) => v.startsWith('IE') && isValidIban(v), bic: (v) => isValidSwift(v) },
  MX: { clabe: isValidClabe },
  BR: { bankCode: isValidBrBankCode, branchCode: isValidBrBranch, accountNumber: isValidBrAccount },
};

/** The detail fields that are missing or malformed for the country (empty: the details are valid). */
export const vaDetailProblems = (country: VaCountry, details: VaDetails): (keyof VaDetails)[] =>
  Object.entries(DETAIL_RULES[country])
    .filter(([field, ok]) => {
      const value = details[field as keyof VaDetails];
      return !value || !ok?.(value);
    })
    .map(([field]) => field as keyof VaDetails);

/** The fields the details dialog shows for a country, in order. */
export const vaDetailFields = (country: VaCountry): (keyof VaDetails)[] =>
  Object.keys(DETAIL_RULES[country]) as (keyof VaDetails)[];

// ---- wire ----

export const virtualAccountFields = {
  country: vaCountryField,
  businessType: businessTypeField,
  alias: textField(64).refine((v) => v.length > 0, { error: 'validation.required' }),
};
export const virtualAccountCreateRequest = z.object({
  ...gatewayFields,
  ...virtualAccountFields,
  /**
   * The balance currency its collections are credited in (one of the server's balance currencies; see
   * `defaultSettlementCurrency` when absent). A collection in another currency converts on arrival.
   */
  settlementCurrency: currencyCode.optional(),
});
export type VirtualAccountCreateRequest = z.infer<typeof virtualAccountCreateRequest>;

/**
 * Operator: open (the bank issues details) or reject an application (status 0). The partner (or the
 * operator) then disables and enables an opened account.
 */
export const virtualAccountCallRequest = z.discriminatedUnion('action', [
  z.object({ ...gatewayFields, action: z.literal('open'), id: z.uuid() }),
  z.object({ ...gatewayFields, action: z.literal('enable'), id: z.uuid() }),
  z.object({ ...gatewayFields, action: z.literal('disable'), id: z.uuid() }),
  z.object({
    ...gatewayFields,
    action: z.literal('reject'),
    id: z.uuid(),
    reason: textField(255).refine((v) => v.length > 0, { error: 'validation.required' }),
  }),
]);
export type VirtualAccountCallRequest = z.infer<typeof virtualAccountCallRequest>;

/** The partner renames its account (the alias is all that is theirs to change). */
export const virtualAccountUpdateRequest = z.object({
  ...gatewayFields,
  id: z.uuid(),
  alias: virtualAccountFields.alias,
});
export type VirtualAccountUpdateRequest = z.infer<typeof virtualAccountUpdateRequest>;

export const virtualAccountRecord = z.object({
  id: z.string(),
  partnerId: z.string(),
  /** The partner's name: the operator's desk lists every partner's applications. */
  partnerName: z.string(),
  country: z.string(),
  /** The currency payers send to it (the country's). */
  currency: z.string(),
  /** The balance currency its collections are credited in (converted on arrival when it differs). */
  settlementCurrency: z.string(),
  businessType: z.number().int(),
  alias: z.string(),
  status: z.number().int(),
  details: vaDetails.nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
});
export type VirtualAccountRecord = z.infer<typeof virtualAccountRecord>;

export const virtualAccountPageData = pageData(virtualAccountRecord);
export const virtualAccountGetRequest = idRequest;

/** Server-side texts of this file's validation keys (the web has the same in its locales). */
export const virtualAccountValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.businessType': {
    en: 'Choose Platform (20) or Platform Independent (21)',
    zh_CN: '请选择平台（20）或独立平台（21）',
  },
  'validation.vaCountry': {
    en: `Virtual accounts are issued in ${VA_COUNTRIES.join(', ')}`,
    zh_CN: `虚拟账户仅可在以下国家开立：${VA_COUNTRIES.join('、')}`,
  },
};
