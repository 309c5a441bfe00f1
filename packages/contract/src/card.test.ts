import { describe, expect, it } from 'vitest';
import { errorTable } from './errors';
import {
  CARD_STATE_ACTIONS,
  CARD_STATUSES,
  cardActionsFrom,
  cardCallRequest,
  cardCreateRequest,
  cardholderNameField,
  embossName,
  compareDecimal,
  isLuhnValid,
  isPastExpiry,
  isTrivialPin,
  isValidPin,
  isValidAcsPassword,
  limitProblems,
  luhnCheckDigit,
  maskPan,
  nextCardStatus,
  type CardStateAction,
  type CardStatus,
} from './card';

/** Spec §4 as a table: every (status, action) pair that is allowed, and where it leads. */
const ALLOWED: Record<string, CardStatus> = {
  'unactivated activate': 'normal',
  'unactivated revoke': 'closing',
  'normal block': 'blocked',
  'normal loss': 'lost',
  'normal revoke': 'closing',
  'normal expire': 'expired',
  'blocked unblock': 'normal',
  'blocked revoke': 'closing',
  'lost unloss': 'normal',
  'lost revoke': 'closing',
  'expired revoke': 'closing',
  'closing close': 'closed',
};

describe('card state machine', () => {
  const pairs = CARD_STATUSES.flatMap((s) => CARD_STATE_ACTIONS.map((a) => [s, a] as const));
  it.each(pairs)('%s + %s', (status: CardStatus, action: CardStateAction) => {
    expect(nextCardStatus(status, action)).toBe(ALLOWED[`${status} ${action}`] ?? null);
  });

  it('shows only the actions a person may take from each state', () => {
    expect(cardActionsFrom('unactivated')).toEqual(['activate', 'revoke']);
    expect(cardActionsFrom('normal')).toEqual(['block', 'loss', 'revoke']);
    expect(cardActionsFrom('blocked')).toEqual(['unblock', 'revoke']);
    expect(cardActionsFrom('lost')).toEqual(['unloss', 'revoke']);
    expect(cardActionsFrom('expired')).toEqual(['revoke']);
    expect(cardActionsFrom('closing')).toEqual([]);
    expect(cardActionsFrom('closed')).toEqual([]);
  });

  it('Closed is final and revoke is irreversible', () => {
    for (const a of CARD_STATE_ACTIONS) expect(nextCardStatus('closed', a)).toBeNull();
    for (const a of CARD_STATE_ACTIONS.filter((x) => x !== 'close'))
      expect(nextCardStatus('closing', a)).toBeNull();
  });
});

describe('Luhn', () => {
  it('accepts known test PANs and refuses one changed digit', () => {
    for (const pan of ['4111111111111111', '5555555555554444', '4012888888881881', '378282246310005']) {
      expect(isLuhnValid(pan)).toBe(true);
      const changed = pan.slice(0, 5) + ((Number(pan[5]) + 1) % 10) + pan.slice(6);
      expect(isLuhnValid(changed)).toBe(false);
    }
  });
  it('computes the check digit that completes a PAN', () => {
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('555555555555444')).toBe(4);
    for (let i = 0; i < 200; i++) {
      const body = `4${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`;
      expect(isLuhnValid(body + luhnCheckDigit(body))).toBe(true);
    }
  });
  it('refuses non-digits and wrong lengths', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
    expect(isLuhnValid('41111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
  it('masks to BIN and last 4', () => {
    expect(maskPan('411111', '1111')).toBe('411111******1111');
  });
});

describe('PIN rules', () => {
  it.each(['0000', '1111', '999999', '1234', '4321', '123456', '654321', '7890', '0987'])(
    '%s is trivial',
    (pin) => {
      expect(isTrivialPin(pin)).toBe(true);
      expect(isValidPin(pin)).toBe(false);
    },
  );
  it.each(['1357', '2580', '90210', '739146'])('%s is accepted', (pin) => expect(isValidPin(pin)).toBe(true));
  it.each(['123', '1234567', '12a4', ' 1357'])('%s has the wrong shape', (pin) =>
    expect(isValidPin(pin)).toBe(false),
  );
});

describe('expiry', () => {
  it('a card is valid through the end of its expiry month', () => {
    expect(isPastExpiry(6, 2030, '2030-06-30')).toBe(false);
    expect(isPastExpiry(6, 2030, '2030-07-01')).toBe(true);
    expect(isPastExpiry(12, 2029, '2030-01-01')).toBe(true);
  });
});

describe('limits', () => {
  const defaults = {
    total: '100000.00',
    single: '5000.00',
    daily: '10000.00',
    monthly: '50000.00',
    dailyCount: 50,
  };
  it('compares decimals without floats', () => {
    expect(compareDecimal('10', '9.99')).toBe(1);
    expect(compareDecimal('0009.5', '9.50')).toBe(0);
    expect(compareDecimal('12345678901234.01', '12345678901234.1')).toBe(-1);
  });
  it('lets limits be lowered or left unset (the default)', () => {
    expect(limitProblems({ daily: '500', dailyCount: 5 }, defaults)).toEqual({ raised: [], order: [] });
    expect(limitProblems({ daily: '9999.99', single: null }, defaults)).toEqual({ raised: [], order: [] });
  });
  it('refuses a limit equal to its default (spec §5: entered values must be below the defaults)', () => {
    expect(limitProblems({ daily: '10000.00', dailyCount: 50 }, defaults).raised).toEqual([
      'daily',
      'dailyCount',
    ]);
    expect(limitProblems({ total: '100000' }, defaults).raised).toEqual(['total']);
  });
  it('refuses raising any limit above the default', () => {
    expect(limitProblems({ total: '100000.01', dailyCount: 51 }, defaults).raised).toEqual([
      'total',
      'dailyCount',
    ]);
  });
  it('refuses limits that contradict each other', () => {
    expect(limitProblems({ daily: '100', single: '200' }, defaults).order).toEqual([['single', 'daily']]);
    expect(limitProblems({ monthly: '20000', total: '1000' }, defaults).order).toContainEqual([
      'monthly',
      'total',
    ]);
  });
});

describe('requests', () => {
  const base = {
    merchantId: '01890000-0000-7000-8000-000000000001',
    productId: '01890000-0000-7000-8000-000000000002',
    cardType: 'personal',
    funding: 'shared',
    currency: 'USD',
  };
  it('a physical card needs a shipping address', () => {
    const r = cardCreateRequest.safeParse({ ...base, model: 'physical' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual([
      'shippingAddress',
      'shippingCity',
      'shippingCountry',
    ]);
    expect(cardCreateRequest.safeParse({ ...base, model: 'virtual' }).success).toBe(true);
    expect(
      cardCreateRequest.safeParse({
        ...base,
        model: 'physical',
        shippingAddress: '1 Main St',
        shippingCity: 'Springfield',
        shippingCountry: 'us',
      }).data?.shippingCountry,
    ).toBe('US');
  });
  it('revoke needs the last 4 and a PIN change a good PIN', () => {
    const id = base.merchantId;
    expect(cardCallRequest.safeParse({ id, action: 'revoke' }).success).toBe(false);
    expect(cardCallRequest.safeParse({ id, action: 'revoke', last4: '1234' }).success).toBe(true);
    expect(cardCallRequest.safeParse({ id, action: 'setPin', pin: '1234' }).success).toBe(false);
    expect(cardCallRequest.safeParse({ id, action: 'setPin', pin: '2580' }).success).toBe(true);
    expect(cardCallRequest.safeParse({ id, action: 'expire' }).success).toBe(false);
    expect(
      cardCallRequest.safeParse({ id, action: 'topUp', amount: '10.00', idempotencyKey: 'top-up-0001' })
        .success,
    ).toBe(true);
  });
});

describe('card error codes', () => {
  it('every code in the table is unique', () => {
    const codes = Object.values(errorTable).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('ACS password rules', () => {
  it.each(['Secure3DS', 'a1b2c3d4', 'x'.repeat(19) + '9'])('%s is accepted', (p) =>
    expect(isValidAcsPassword(p)).toBe(true),
  );
  it.each(['short1A', 'onlyletters', '12345678', 'has space1', 'x'.repeat(20) + '9'])('%s is refused', (p) =>
    expect(isValidAcsPassword(p)).toBe(false),
  );
});

describe('the name printed on a card (embossing set)', () => {
  it("takes A–Z, digits, space and . - ' / up to 26 characters, stored in capitals", () => {
    expect(cardholderNameField.parse(" wei o'brien-chen jr. ")).toBe("WEI O'BRIEN-CHEN JR.");
    expect(cardholderNameField.parse('A/B 123')).toBe('A/B 123');
    expect(cardholderNameField.safeParse('A'.repeat(27)).error?.issues[0]?.message).toBe(
      'validation.tooLong',
    );
  });

  it('refuses emoji, accents, formulas and disguising characters, each with its message', () => {
    for (const bad of ['WEI \ud83d\ude00', 'ZOË', '=2*21', '张伟', 'A;B', 'WEI@CHEN'])
      expect(cardholderNameField.safeParse(bad).error?.issues[0]?.message, bad).toBe('validation.embossName');
    expect(cardholderNameField.safeParse('WEI\u202eNEHC').error?.issues[0]?.message).toBe(
      'validation.invisible',
    );
    expect(cardholderNameField.safeParse('WEI\u200bCHEN').error?.issues[0]?.message).toBe(
      'validation.invisible',
    );
  });

  it("prints a merchant's name the embossing set can hold when the application names no one", () => {
    expect(embossName('Zoë Müller-Núñez')).toBe('ZOE MULLER-NUNEZ');
    expect(embossName('张伟 Wei \ud83d\ude00 Chen')).toBe('WEI CHEN');
    expect(embossName('Bartholomew Maximilian Worthington')).toHaveLength(26);
  });
});
