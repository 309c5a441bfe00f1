import { and, eq, inArray } from 'drizzle-orm';
import type { CardCallRequest } from '@remit/contract/card';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import type { Db } from '../client';
import { merchants, users } from '../schema/index';
import type { CardIssuer, IssueRequest } from '../../adapters/card-issuer/card-issuer';
import { expiryFrom, samplePan } from '../../adapters/card-issuer/card-issuer.sandbox';
import type { Actor } from '../../platform/session.plugin';
import { createIssuingService, type ApplyFields } from '../../domains/card/card.issue';
import * as repo from '../../domains/card/card.repository';
import { createCardsService } from '../../domains/card/card.service';
import type { CardVault } from '../../domains/card/card.vault';
import { firstWhere } from '../lookup';

const VISA = '01900000-0000-7000-8000-00000000c001';
const MASTERCARD = '01900000-0000-7000-8000-00000000c002';
const CTX = { ip: '127.0.0.1', lang: 'en' as const };

type SeededCard = {
  merchant: 'Wei' | 'María';
  input: Omit<ApplyFields, 'merchantId'>;
  /** What happens after issue, in order, through card/call as a person would do it. */
  then?: (Omit<CardCallRequest, 'id' | 'dtoName' | 'language'> & Record<string, unknown>)[];
};

const shippingWei = {
  shippingAddress: '88 Shennan Road, Futian',
  shippingCity: 'Shenzhen',
  shippingPostalCode: '518000',
  shippingCountry: 'CN',
};
const shippingMaria = {
  shippingAddress: 'Av. Reforma 222, Juárez',
  shippingCity: 'Ciudad de México',
  shippingPostalCode: '06600',
  shippingCountry: 'MX',
};
const noShipping = { shippingAddress: '', shippingCity: '', shippingPostalCode: '', shippingCountry: '' };

/** A card as most of the seed's are (a virtual, shared, commercial USD Visa sent nowhere), with what differs. */
const card = (
  merchant: SeededCard['merchant'],
  differs: Partial<SeededCard['input']>,
  then?: SeededCard['then'],
): SeededCard => ({
  merchant,
  input: {
    productId: VISA,
    model: 'virtual',
    cardType: 'commercial',
    funding: 'shared',
    currency: 'USD',
    cardholderName: '',
    ...noShipping,
    ...differs,
  },
  ...(then ? { then } : {}),
});

/** Virtual and physical, shared and top-up, in several states; one top-up card with money on it. */
const CARDS: SeededCard[] = [
  card('Wei', { cardholderName: 'WEI CHEN' }),
  card('Wei', { productId: MASTERCARD, funding: 'topUp', cardholderName: 'WEI CHEN' }, [
    { action: 'topUp', amount: '300.00', idempotencyKey: 'seed-card-topup-wei-1', reason: 'Travel budget' },
  ]),
  card('Wei', { model: 'physical', cardholderName: 'WEI CHEN', ...shippingWei }),
  card('Wei', { currency: 'EUR', cardholderName: 'MEI LIN' }, [
    { action: 'block', reason: 'Suspicious online purchase' },
  ]),
  card('María', { cardType: 'personal', funding: 'topUp' }),
  card('María', { productId: MASTERCARD, model: 'physical', cardType: 'personal', ...shippingMaria }, [
    { action: 'activate', reason: '' },
    { action: 'loss', reason: 'Wallet stolen' },
  ]),
];

/**
 * Cards for the approved demo merchants (Wei Chen, María José González), issued at once rather than through
 * the issuer's job: the same apply records, PAN range, vault sealing and history as the sandbox issuer's,
 * then the actions and a top-up as the Administrator would make them.
 */
export const seedCards = async (db: Db, ids: { demoId: string }, vault: CardVault, now = new Date()) => {
  const admin = await firstWhere(db, users, { partnerId: ids.demoId, userName: 'Demo Administrator' });
  const demoMerchants = await db
    .select()
    .from(merchants)
    .where(
      and(
        eq(merchants.partnerId, ids.demoId),
        eq(merchants.status, 'approved'),
        inArray(merchants.firstName, ['Wei', 'María']),
      ),
    );
  if (!admin || !demoMerchants.length) return;
  const actor = { userId: admin.id, partnerId: ids.demoId, user: admin } as unknown as Actor;

  const queued: IssueRequest[] = [];
  const issuer: CardIssuer = {
    name: 'seed',
    issue: async (request) => {
      queued.push(request);
    },
  };
  const issuing = createIssuingService({
    db,
    vault,
    issuer: () => issuer,
    balanceCurrencies: DEFAULT_BALANCE_CURRENCIES,
  });
  const cards = createCardsService({ db, vault });

  for (const seeded of CARDS) {
    const merchant = demoMerchants.find((m) => m.firstName === seeded.merchant);
    if (!merchant) continue;
    const record = await issuing.create(actor, { ...seeded.input, merchantId: merchant.id }, CTX);
    const request = queued.splice(0).find((r) => r.applyId === record.id)!;
    await issuing.onIssuerStart(request.applyId);
    for (let attempt = 0; ; attempt++) {
      try {
        await issuing.onIssuerNotification({
          applyId: request.applyId,
          outcome: 'issued',
          pan: samplePan(request.bin, request.panLength),
          ...expiryFrom(now, request.validityYears),
        });
        break;
      } catch (err) {
        // A PAN already taken: another one, as the sandbox issuer does.
        if (attempt >= 4 || !String(err).includes('PAN already issued')) throw err;
      }
    }
    const cardId = (await repo.findApply(db, request.applyId))!.cardId!;
    for (const step of seeded.then ?? [])
      await cards.call(actor, { ...step, id: cardId } as CardCallRequest, CTX);
  }
};
