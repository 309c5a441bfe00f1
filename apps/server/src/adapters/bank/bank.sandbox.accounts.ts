import { createHash } from 'node:crypto';
import type { DepositInstruction } from '@remit/contract/account';

/**
 * The sandbox bank's virtual accounts: per currency, the bank a partner pays into and an account number
 * derived from the partner (stable across restarts, different per partner), with its usual arrival time.
 */
const BANKS: Record<
  string,
  {
    bankName: string;
    bankAddress: string;
    swift: string | null;
    routingLabel: string;
    routing: string;
    digits: number;
    days: number;
  }
> = {
  USD: {
    bankName: 'Sandbox Bank N.A.',
    bankAddress: '200 Park Avenue, New York, NY 10166, United States',
    swift: 'SBXBUS33',
    routingLabel: 'ABA routing number',
    routing: '026009593',
    digits: 12,
    days: 1,
  },
  EUR: {
    bankName: 'Sandbox Bank Europe SE',
    bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
    swift: 'SBXBDEFF',
    routingLabel: 'Bankleitzahl',
    routing: '50070010',
    digits: 10,
    days: 1,
  },
  MXN: {
    bankName: 'Banco Sandbox México S.A.',
    bankAddress: 'Paseo de la Reforma 505, 06500 Ciudad de México, Mexico',
    swift: null,
    routingLabel: 'CLABE bank code',
    routing: '646',
    digits: 15,
    days: 1,
  },
  BRL: {
    bankName: 'Banco Sandbox Brasil S.A.',
    bankAddress: 'Avenida Paulista 1000, 01310-100 São Paulo, Brazil',
    swift: null,
    routingLabel: 'ISPB',
    routing: '60701190',
    digits: 10,
    days: 2,
  },
};
const DEFAULT_BANK = {
  bankName: 'Sandbox Bank International',
  bankAddress: '1 Raffles Place, Singapore 048616',
  swift: 'SBXBSGSG',
  routingLabel: 'Bank code',
  routing: '7171',
  digits: 12,
  days: 2,
};

/** Digits derived from a seed: the same seed always gives the same number. */
export const digitsFrom = (seed: string, count: number) => {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex}`).toString().slice(0, count).padStart(count, '0');
};

export const depositInstructionFor = (partnerId: string, currency: string): DepositInstruction => {
  const bank = BANKS[currency] ?? DEFAULT_BANK;
  return {
    currency,
    bankName: bank.bankName,
    bankAddress: bank.bankAddress,
    accountName: 'Remit Platform Client Funds',
    accountNumber: digitsFrom(`${partnerId}:${currency}`, bank.digits),
    swift: bank.swift,
    routingLabel: bank.routingLabel,
    routingNumber: bank.routing,
    reference: `RP${partnerId.replace(/-/g, '').slice(-10).toUpperCase()}`,
    estimatedDays: bank.days,
  };
};
