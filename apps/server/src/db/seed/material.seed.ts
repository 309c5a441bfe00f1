import { and, eq } from 'drizzle-orm';
import { MATERIAL_STATUS } from '@remit/contract/material';
import type { Storage } from '../../adapters/storage/storage';
import { newId } from '../../platform/crypto';
import type { Db } from '../client';
import { collections, materialLinks, materials, users, type StoredCertificate } from '../schema/index';
import { samplePdf, samplePng } from './merchant.seed';

const DAY = 86_400_000;

type DemoMaterial = {
  name: string;
  currency: string;
  amount: bigint;
  status: 1 | 2 | 3;
  daysAgo: number;
  certificates: ('transactionCertificate' | 'logisticsCertificate')[];
  comments: string;
  reviewComments?: string;
  /** A link to the demo collection with this bank reference: its amount and whether it is confirmed. */
  link?: { bankReference: string; amount: bigint; confirmed: boolean };
};

/**
 * Demo Trading Co.'s trade materials, one in each review state, laid against its demo collections so that
 * Collections shows fully, partly and not documented rows and Material Links shows confirmed and pending
 * links. The amounts on both sides are written from the links, as the link service keeps them.
 */
const MATERIALS: DemoMaterial[] = [
  {
    name: 'Harbor Lane Retail — 500 camping tents',
    currency: 'USD',
    amount: 1_250_000n,
    status: 2,
    daysAgo: 80,
    certificates: ['transactionCertificate', 'logisticsCertificate'],
    comments: 'Commercial invoice and bill of lading',
    reviewComments: 'Invoice and shipment match the collection',
    link: { bankReference: 'DEMOCOL0001', amount: 1_250_000n, confirmed: true },
  },
  {
    name: 'Pinecrest Home Goods — lamps, first delivery',
    currency: 'USD',
    amount: 300_000n,
    status: 2,
    daysAgo: 60,
    certificates: ['transactionCertificate'],
    comments: 'Invoice for the first of two deliveries',
    reviewComments: 'Approved',
    link: { bankReference: 'DEMOCOL0002', amount: 300_000n, confirmed: true },
  },
  {
    name: 'Nordwind Handels — kitchenware',
    currency: 'EUR',
    amount: 880_000n,
    status: 1,
    daysAgo: 5,
    certificates: ['transactionCertificate', 'logisticsCertificate'],
    comments: 'Invoice and CMR consignment note',
    link: { bankReference: 'DEMOCOL0005', amount: 880_000n, confirmed: false },
  },
  {
    name: 'Outdoor gear — Q3 restock',
    currency: 'USD',
    amount: 500_000n,
    status: 1,
    daysAgo: 2,
    certificates: ['logisticsCertificate'],
    comments: 'Airway bill; the invoice follows',
  },
  {
    name: 'Phone cases — Pacífico order',
    currency: 'MXN',
    amount: 4_525_000n,
    status: 3,
    daysAgo: 10,
    certificates: ['transactionCertificate'],
    comments: 'Proforma invoice',
    reviewComments: 'A proforma invoice is not accepted: upload the final commercial invoice',
  },
];

export const seedMaterials = async (db: Db, ids: { demoId: string }, storage: Storage | undefined) => {
  if (!storage) return;
  const now = Date.now();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'operator@remit.test'));
  for (const m of MATERIALS) {
    const id = newId();
    const stored: Partial<Record<(typeof m.certificates)[number], StoredCertificate>> = {};
    for (const kind of m.certificates) {
      const bytes =
        kind === 'transactionCertificate'
          ? samplePdf(['Commercial invoice', m.name, `${m.currency} ${(Number(m.amount) / 100).toFixed(2)}`])
          : samplePng([21, 116, 90], true);
      const contentType = kind === 'transactionCertificate' ? 'application/pdf' : 'image/png';
      const key = `material/${ids.demoId}/${newId()}`;
      await storage.put(key, bytes, contentType);
      stored[kind] = {
        key,
        fileName: kind === 'transactionCertificate' ? 'commercial-invoice.pdf' : 'bill-of-lading.png',
        contentType,
        size: bytes.length,
      };
    }
    const createdAt = new Date(now - m.daysAgo * DAY);
    const reviewedAt = m.status === MATERIAL_STATUS.UNDER_REVIEW ? null : new Date(createdAt.getTime() + DAY);
    await db.transaction(async (tx) => {
      const [c] = m.link
        ? await tx
            .select()
            .from(collections)
            .where(
              and(eq(collections.partnerId, ids.demoId), eq(collections.bankReference, m.link.bankReference)),
            )
        : [];
      const linked = m.link && c && m.link.confirmed ? m.link.amount : 0n;
      const linking = m.link && c && !m.link.confirmed ? m.link.amount : 0n;
      await tx.insert(materials).values({
        id,
        partnerId: ids.demoId,
        name: m.name,
        currency: m.currency,
        amount: m.amount,
        linked,
        linking,
        status: m.status,
        transactionCertificate: stored.transactionCertificate ?? null,
        logisticsCertificate: stored.logisticsCertificate ?? null,
        comments: m.comments,
        reviewComments: m.reviewComments ?? '',
        reviewedBy: reviewedAt ? (operator?.id ?? null) : null,
        reviewedAt,
        createdBy: admin?.id ?? null,
        createdAt,
        updatedAt: reviewedAt ?? createdAt,
      });
      if (!m.link || !c) return;
      await tx.insert(materialLinks).values({
        id: newId(),
        partnerId: ids.demoId,
        materialId: id,
        collectionId: c.id,
        currency: m.currency,
        amount: m.link.amount,
        status: m.link.confirmed ? 2 : 1,
        createdBy: admin?.id ?? null,
        createdAt: new Date(createdAt.getTime() + 2 * DAY),
        decidedBy: m.link.confirmed ? (operator?.id ?? null) : null,
        decidedAt: m.link.confirmed ? new Date(createdAt.getTime() + 3 * DAY) : null,
      });
      await tx
        .update(collections)
        .set({ linked: c.linked + linked, linking: c.linking + linking })
        .where(eq(collections.id, c.id));
    });
  }
};
