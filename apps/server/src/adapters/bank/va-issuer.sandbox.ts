import {
  abaCheckDigit,
  brAccountCheckDigit,
  clabeCheckDigit,
  ibanOf,
  vaDetailProblems,
  type VaCountry,
  type VaDetails,
} from '@remit/contract/virtual-account';
import { digitsFrom } from './bank.sandbox.accounts';
import type { CollectionNotificationHandler, CollectionSimulator, VaIssuer } from './va-issuer';

const blank = (accountName: string, bankName: string, bankAddress: string): VaDetails => ({
  accountName,
  bankName,
  bankAddress,
  accountNumber: null,
  routingNumber: null,
  sortCode: null,
  iban: null,
  bic: null,
  clabe: null,
  bankCode: null,
  branchCode: null,
});

/** The ABA routing number of the sandbox bank's US branch: its own eight digits and the check digit. */
export const usRouting = (first8 = '02600959') => `${first8}${abaCheckDigit(first8)}`;

/** CLABE: bank 646, city 180, an 11-digit account and the check digit. */
export const clabeOf = (account11: string, bank = '646', city = '180') => {
  const first17 = `${bank}${city}${account11}`;
  return `${first17}${clabeCheckDigit(first17)}`;
};

/** Brazilian account: up to 12 digits, a dash and the módulo-11 check digit. */
export const brAccountOf = (digits: string) => `${digits}-${brAccountCheckDigit(digits)}`;

/**
 * The details for a country, derived from a seed (the same seed gives the same account). Each country's
 * real format: US routing + account, UK sort code + 8-digit account (and its GB IBAN), an IBAN + BIC in
 * the euro countries, a CLABE in Mexico, bank / branch / account in Brazil.
 */
export const sandboxDetails = (country: VaCountry, accountName: string, seed: string): VaDetails => {
  const n = (count: number, salt = '') => digitsFrom(`${seed}:${salt}`, count);
  switch (country) {
    case 'US':
      return {
        ...blank(accountName, 'Sandbox Bank N.A.', '200 Park Avenue, New York, NY 10166, United States'),
        routingNumber: usRouting(),
        accountNumber: `8${n(11)}`,
      };
    case 'GB': {
      const sortCode = '04-00-75';
      const account = n(8);
      return {
        ...blank(accountName, 'Sandbox Bank UK Ltd', '1 Churchill Place, London E14 5HP, United Kingdom'),
        sortCode,
        accountNumber: account,
        iban: ibanOf('GB', `SBXB${sortCode.replace(/-/g, '')}${account}`),
        bic: 'SBXBGB2L',
      };
    }
    case 'DE':
      return {
        ...blank(accountName, 'Sandbox Bank Europe SE', 'Taunusanlage 12, 60325 Frankfurt am Main, Germany'),
        iban: ibanOf('DE', `50070010${n(10)}`),
        bic: 'SBXBDEFF',
      };
    case 'IE':
      return {
        ...blank(accountName, 'Sandbox Bank Ireland DAC', '2 Grand Canal Square, Dublin 2, Ireland'),
        iban: ibanOf('IE', `SBXB931152${n(8)}`),
        bic: 'SBXBIE2D',
      };
    case 'MX':
      return {
        ...blank(
          accountName,
          'Banco Sandbox México S.A.',
          'Paseo de la Reforma 505, 06500 Ciudad de México, Mexico',
        ),
        clabe: clabeOf(n(11)),
      };
    case 'BR':
      return {
        ...blank(
          accountName,
          'Banco Sandbox Brasil S.A.',
          'Avenida Paulista 1000, 01310-100 São Paulo, Brazil',
        ),
        bankCode: '336',
        branchCode: '0001',
        accountNumber: brAccountOf(`1${n(7)}`),
      };
  }
};

/** The sandbox bank issuing virtual accounts: valid numbers, checked by the payee validators before use. */
export const createSandboxVaIssuer = (): VaIssuer => ({
  name: 'sandbox',
  async issueAccount(country, _currency, holder) {
    const details = sandboxDetails(country, holder.accountName, holder.seed);
    const problems = vaDetailProblems(country, details);
    if (problems.length) throw new Error(`sandbox issued invalid ${country} details: ${problems.join(', ')}`);
    return details;
  },
});

/**
 * The sandbox bank's incoming payments on virtual accounts: the notification goes to the handler as a
 * real bank's webhook would (delivered at once here, so the operator sees it credited on the next look).
 */
export const createSandboxCollections = (handler: CollectionNotificationHandler): CollectionSimulator => ({
  async simulateIncoming(n) {
    await handler(n);
  },
});

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const BUYERS = [
  { name: 'Harbor Lane Retail LLC', country: 'US' },
  { name: 'Maple & Finch Ltd', country: 'GB' },
  { name: 'Nordwind Handels GmbH', country: 'DE' },
  { name: 'Comercializadora del Pacífico S.A. de C.V.', country: 'MX' },
  { name: 'Atlântico Importadora Ltda.', country: 'BR' },
  { name: 'Liffey Outdoor Goods Ltd', country: 'IE' },
] as const;
const SENDERS = [
  { name: 'Amazon Payments Inc.', relationship: 'Platform', country: 'US' },
  { name: 'Shopify Payments (UK) Ltd', relationship: 'Platform', country: 'GB' },
  { name: 'Stripe Payments Europe Ltd', relationship: 'Payment institution', country: 'IE' },
  { name: 'Mercado Pago S.A.', relationship: 'Platform', country: 'MX' },
] as const;
const GOODS = [
  'LED desk lamps',
  'cotton T-shirts',
  'phone cases',
  'ceramic mugs',
  'yoga mats',
  'bluetooth speakers',
];

/** A realistic incoming payment for a sandbox collection (amount in minor units, two decimals). */
export const sandboxCollectionData = (currency: string) => {
  const direct = Math.random() < 0.4;
  const buyer = pick(BUYERS);
  const sender = direct ? { name: buyer.name, relationship: 'Buyer', country: buyer.country } : pick(SENDERS);
  const invoice = `INV-${new Date().getUTCFullYear()}-${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
  const units = 50 + Math.floor(Math.random() * 950);
  return {
    amountMinor: String(10_000 + Math.floor(Math.random() * 990_000)),
    currency,
    senderName: sender.name,
    senderRelationship: sender.relationship,
    senderAccountNumber: digitsFrom(`${invoice}:${Math.random()}`, 12),
    senderCountry: sender.country,
    buyerName: buyer.name,
    buyerCountry: buyer.country,
    tradeComments: `${invoice}: ${units} ${pick(GOODS)}`,
  };
};
