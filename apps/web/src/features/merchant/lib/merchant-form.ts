import {
  MERCHANT_TYPE,
  type MerchantInput,
  type MerchantRecord,
  type merchantInput,
} from '@remit/contract/merchant';
import type { z } from 'zod';

export type MerchantFormValues = MerchantInput;
export type MerchantFormOutput = z.output<typeof merchantInput>;
export type MerchantFieldName = keyof MerchantFormValues;

/** The fields only a corporation has, empty (a new array each time: the form may change it in place). */
const noCorporation = () => ({
  registrationCode: '',
  vatCode: '',
  registrationDate: '',
  businessScope: '',
  legalPerson: '',
  shareholders: [],
  riskLevel: undefined,
  registrationAddress: '',
  registrationCountry: '',
});

/** A new merchant: an individual with an ID card, every text empty. */
export const EMPTY_MERCHANT: MerchantFormValues = {
  merchantType: MERCHANT_TYPE.INDIVIDUAL,
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  mobile: '',
  gender: 'unknown',
  dateOfBirth: '',
  nationality: '',
  idType: 'idCard',
  idNumber: '',
  idIssueDate: '',
  idExpiryDate: '',
  residenceAddress: '',
  residenceCountry: '',
  ...noCorporation(),
};

/** The fields only a corporation has (spec §3 Merchant: corporation). */
export const CORPORATION_FIELDS = [
  'registrationCode',
  'vatCode',
  'registrationDate',
  'businessScope',
  'legalPerson',
  'shareholders',
  'riskLevel',
  'registrationAddress',
  'registrationCountry',
] as const satisfies readonly MerchantFieldName[];

/** A saved merchant back into the form. */
export const formValuesOf = (r: MerchantRecord): MerchantFormValues => {
  const values: Record<string, unknown> = { ...EMPTY_MERCHANT };
  for (const key of Object.keys(EMPTY_MERCHANT)) values[key] = r[key as keyof MerchantRecord];
  return {
    ...(values as MerchantFormValues),
    merchantType: r.merchantType === MERCHANT_TYPE.CORPORATION ? 1 : 2,
    riskLevel: r.riskLevel ?? undefined,
    shareholders: r.shareholders.map((s) => ({ ...s })),
  };
};

/** What is sent: an individual carries no corporation data (a type switched back leaves none behind). */
export const merchantBody = (values: MerchantFormOutput): MerchantFormOutput =>
  values.merchantType === MERCHANT_TYPE.CORPORATION ? values : { ...values, ...noCorporation() };

/** Whether a server field error's path (`shareholders.0.share`, `email`) names a field of the form. */
export const isFormPath = (path: string) => path.split('.')[0]! in EMPTY_MERCHANT;
