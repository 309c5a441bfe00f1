import type { FxRates } from './fx';
import { setValues } from '../../platform/env';

/**
 * Sandbox mid rates against USD (units per 1 USD); `FX_SANDBOX_RATES="EUR=0.92,GBP=0.79"` overrides the codes it
 * lists. Beside the balance currencies it serves GBP, the currency a UK virtual account receives (converted on
 * arrival into the account's settlement currency).
 */
export const DEFAULT_SANDBOX_RATES: Record<string, string> = {
  USD: '1',
  EUR: '0.92',
  MXN: '17.10',
  BRL: '5.05',
  GBP: '0.79',
};

const SCALE = 12;
const toScaled = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
};
const fromScaled = (value: bigint) => {
  const digits = value.toString().padStart(SCALE + 1, '0');
  return `${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`.replace(/\.?0+$/, '');
};

export const parseRatesEnv = (value: string | undefined): Record<string, string> => {
  if (!value) return { ...DEFAULT_SANDBOX_RATES };
  const rates: Record<string, string> = { ...DEFAULT_SANDBOX_RATES, USD: '1' };
  for (const part of value.split(',')) {
    const [code, rate] = part.split('=').map((s) => s.trim());
    if (!code || !rate || !/^[A-Z]{3}$/.test(code) || !/^\d+(\.\d+)?$/.test(rate) || /^0+(\.0+)?$/.test(rate))
      throw new Error(`FX_SANDBOX_RATES: "${part}" is not CODE=rate`);
    rates[code] = rate;
  }
  return rates;
};

/**
 * Serves the configured mids; a cross rate is buy/USD ÷ sell/USD, computed in integers to 12 decimals.
 * `set` lets the sandbox (and tests) move the market.
 */
export const createSandboxFx = (initial: Record<string, string> = DEFAULT_SANDBOX_RATES) => {
  const rates = { ...initial };
  const fx: FxRates & { set(code: string, perUsd: string): void } = {
    async mid(sell, buy) {
      const s = rates[sell];
      const b = rates[buy];
      if (!s || !b) return undefined;
      const one = 10n ** BigInt(SCALE);
      return fromScaled((toScaled(b) * one) / toScaled(s));
    },
    currencies: () => Object.keys(rates),
    set(code, perUsd) {
      rates[code] = perUsd;
    },
  };
  return fx;
};

/**
 * The one sandbox FX adapter of an app, from FX_SANDBOX_RATES: app.ts builds it once and hands it to every
 * consumer (exchanges, collections, card authorizations), so they all convert at the same rates.
 */
export const sandboxFxFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  createSandboxFx(parseRatesEnv(setValues(env).FX_SANDBOX_RATES));
