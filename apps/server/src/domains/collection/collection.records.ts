import { documentationOf, linkableOf, type CollectionRecord } from '@remit/contract/collection';
import { toDecimal } from '@remit/contract/money';
import type { CollectionRow } from './collection.repository';

export const toCollectionRecord = (r: CollectionRow): CollectionRecord => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  virtualAccountId: r.virtualAccountId,
  vaAlias: r.vaAlias,
  vaCountry: r.vaCountry,
  currency: r.currency,
  amount: toDecimal(r.amount, r.currency),
  linked: toDecimal(r.linked, r.currency),
  linking: toDecimal(r.linking, r.currency),
  linkable: toDecimal(linkableOf(r.amount, r.linked, r.linking), r.currency),
  documentation: documentationOf(r.amount, r.linked),
  documentedPercent:
    r.amount > 0n ? Number((r.linked * 100n) / r.amount > 100n ? 100n : (r.linked * 100n) / r.amount) : 0,
  buyerName: r.buyerName,
  buyerCountry: r.buyerCountry,
  senderName: r.senderName,
  senderRelationship: r.senderRelationship,
  senderAccountNumber: r.senderAccountNumber,
  senderCountry: r.senderCountry,
  bankReference: r.bankReference,
  tradeComments: r.tradeComments,
  arrivedAt: r.arrivedAt.toISOString(),
  transactionId: r.transactionId?.toString() ?? null,
});
