import {
  defaultSettlementCurrency,
  VA_COUNTRY_CURRENCY,
  type VaCountry,
} from '@remit/contract/virtual-account';
import { DEFAULT_BALANCE_CURRENCIES, toDecimal } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import { sandboxDetails } from '../../adapters/bank/va-issuer.sandbox';
import { newId } from '../../platform/crypto';
import type { Db } from '../client';
import { shops, virtualAccounts } from '../schema/index';
import type { Story } from './history.seed';

const DAY = 86_400_000;

/** Demo Trading Co.'s virtual accounts: four opened (US, UK, Germany, Mexico) and a Brazilian application. */
const ACCOUNTS: { country: VaCountry; alias: string; businessType: 20 | 21; opened: boolean }[] = [
  { country: 'US', alias: 'Amazon US store', businessType: 20, opened: true },
  { country: 'GB', alias: 'Etsy UK shop', businessType: 20, opened: true },
  { country: 'DE', alias: 'Otto marketplace', businessType: 20, opened: true },
  { country: 'MX', alias: 'Mercado Libre MX', businessType: 21, opened: true },
  { country: 'BR', alias: 'Loja Brasil', businessType: 21, opened: false },
];

type Arrival = {
  va: number;
  daysAgo: number;
  amount: bigint;
  sender: string;
  buyer: string;
  comments: string;
};
const PLATFORM: Record<string, { name: string; relationship: string; country: string }> = {
  amazon: { name: 'Amazon Payments Inc.', relationship: 'Platform', country: 'US' },
  stripe: { name: 'Stripe Payments Europe Ltd', relationship: 'Payment institution', country: 'IE' },
  mercado: { name: 'Mercado Pago S.A.', relationship: 'Platform', country: 'MX' },
};
const BUYER: Record<string, { name: string; country: string }> = {
  harbor: { name: 'Harbor Lane Retail LLC', country: 'US' },
  pinecrest: { name: 'Pinecrest Home Goods Inc.', country: 'US' },
  nordwind: { name: 'Nordwind Handels GmbH', country: 'DE' },
  pacifico: { name: 'Comercializadora del Pacífico S.A. de C.V.', country: 'MX' },
};

/**
 * Three months of arrivals; a sender that is not a platform is the buyer paying directly. None in GBP: the
 * statement tests keep GBP as a currency the demo partner never used.
 */
const ARRIVALS: Arrival[] = [
  {
    va: 0,
    daysAgo: 84,
    amount: 1_250_000n,
    sender: 'amazon',
    buyer: 'harbor',
    comments: 'INV-2026-00118: 500 LED desk lamps',
  },
  {
    va: 0,
    daysAgo: 61,
    amount: 482_050n,
    sender: 'amazon',
    buyer: 'pinecrest',
    comments: 'INV-2026-00142: 320 ceramic mugs',
  },
  {
    va: 0,
    daysAgo: 33,
    amount: 2_030_000n,
    sender: 'harbor',
    buyer: 'harbor',
    comments: 'INV-2026-00177: 800 yoga mats',
  },
  {
    va: 0,
    daysAgo: 6,
    amount: 96_500n,
    sender: 'amazon',
    buyer: 'pinecrest',
    comments: 'INV-2026-00203: 40 bluetooth speakers',
  },
  {
    va: 2,
    daysAgo: 70,
    amount: 880_000n,
    sender: 'stripe',
    buyer: 'nordwind',
    comments: 'INV-2026-00131: 420 LED desk lamps',
  },
  {
    va: 2,
    daysAgo: 19,
    amount: 154_990n,
    sender: 'nordwind',
    buyer: 'nordwind',
    comments: 'INV-2026-00188: 75 yoga mats',
  },
  {
    va: 3,
    daysAgo: 55,
    amount: 9_800_000n,
    sender: 'mercado',
    buyer: 'pacifico',
    comments: 'INV-2026-00150: 600 ceramic mugs',
  },
  {
    va: 3,
    daysAgo: 12,
    amount: 4_525_000n,
    sender: 'mercado',
    buyer: 'pacifico',
    comments: 'INV-2026-00195: 280 phone cases',
  },
];

/**
 * Demo collections, part one: Demo Trading Co.'s virtual accounts and its shops in each status. Answers the
 * accounts' ids and aliases, in the order of ACCOUNTS, for the arrivals (`planCollections`).
 */
export const seedVirtualAccounts = async (db: Db, ids: { demoId: string }, now = Date.now()) => {
  const opened: { id: string; alias: string; currency: string }[] = [];
  for (const [i, a] of ACCOUNTS.entries()) {
    const id = newId();
    const currency = VA_COUNTRY_CURRENCY[a.country];
    opened.push({ id, alias: a.alias, currency });
    const createdAt = new Date(now - (100 - i) * DAY);
    await db.insert(virtualAccounts).values({
      id,
      partnerId: ids.demoId,
      country: a.country,
      currency,
      settlementCurrency: defaultSettlementCurrency(a.country, DEFAULT_BALANCE_CURRENCIES),
      businessType: a.businessType,
      alias: a.alias,
      status: a.opened ? 1 : 0,
      details: a.opened ? sandboxDetails(a.country, 'Demo Trading Co.', id) : null,
      issuer: a.opened ? 'sandbox' : null,
      createdAt,
      openedAt: a.opened ? new Date(createdAt.getTime() + DAY) : null,
      updatedAt: createdAt,
    });
  }
  const shopRows = [
    {
      name: 'Demo Outdoor Gear',
      nameType: 1,
      url: 'https://outdoor.demo-trading.example',
      businessType: 20,
      type: 10,
      status: 1,
    },
    { name: 'LumaHome', nameType: 2, url: 'https://lumahome.example', businessType: 21, type: 10, status: 0 },
    {
      name: 'Demo Design Studio',
      nameType: 1,
      url: 'http://studio.demo-trading.example',
      businessType: 21,
      type: 11,
      status: 2,
    },
  ];
  await db.insert(shops).values(
    shopRows.map((s, i) => ({
      id: newId(),
      partnerId: ids.demoId,
      ...s,
      createdAt: new Date(now - (60 - i * 10) * DAY),
    })),
  );
  return opened;
};

/**
 * Demo collections, part two: three months of money that arrived on the accounts, as the collection service
 * records and credits a bank's notice (collection.service `receive`): the collection, its 101 Collection entry
 * through the bank-settlement account and the system's `credit` audit entry, all dated when the money arrived,
 * so that the statements of those days and months include them. Planned into the partner's story.
 */
export const planCollections = (
  story: Story,
  ids: { demoId: string },
  accounts: { id: string; alias: string; currency: string }[],
  now = Date.now(),
) => {
  for (const [k, a] of ARRIVALS.entries()) {
    const va = accounts[a.va]!;
    const buyer = BUYER[a.buyer]!;
    const sender = PLATFORM[a.sender] ?? { ...BUYER[a.sender]!, relationship: 'Buyer' };
    const bankReference = `DEMOCOL${String(k + 1).padStart(4, '0')}`;
    const senderAccountNumber = String(987_654_321 + k * 7919);
    const at = new Date(now - a.daysAgo * DAY);
    const id = newId();
    const entryId = newId();
    story.collections.push({
      id,
      partnerId: ids.demoId,
      virtualAccountId: va.id,
      currency: va.currency,
      amount: a.amount,
      // The demo's arrivals are all in balance currencies, so nothing converts (a GBP one would, see receive).
      creditCurrency: va.currency,
      creditAmount: a.amount,
      buyerName: buyer.name,
      buyerCountry: buyer.country,
      senderName: sender.name,
      senderRelationship: sender.relationship,
      senderAccountNumber,
      senderCountry: sender.country,
      bankReference,
      tradeComments: a.comments,
      arrivedAt: at,
      entryId,
      createdAt: at,
    });
    story.entries.push({
      id: entryId,
      key: `collection:${bankReference}`,
      type: TRANSACTION_TYPES.COLLECTION,
      at,
      description: `Collection ${bankReference} on ${va.alias}`,
      metadata: {
        collectionId: id,
        virtualAccountId: va.id,
        txn: {
          counterpartyName: sender.name,
          counterpartyAccount: senderAccountNumber,
          country: sender.country,
        },
      },
      legs: [
        { kind: 'platform_bank', currency: va.currency, amount: -a.amount },
        { kind: 'partner', currency: va.currency, amount: a.amount },
      ],
    });
    story.audits.push({
      partnerId: ids.demoId,
      userId: null,
      action: 'credit',
      subject: 'collection',
      subjectId: id,
      after: { bankReference, amount: toDecimal(a.amount, va.currency), currency: va.currency },
      transactionOf: entryId,
      createdAt: at,
    });
  }
};
