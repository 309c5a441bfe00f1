import { deflateSync, crc32 } from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  merchantName,
  type MerchantStatus,
  type RejectionReason,
  type Shareholder,
} from '@remit/contract/merchant';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';
import type { Db } from '../client';
import { merchantDocuments, merchantEvents, merchants, users } from '../schema/index';
import type { Storage } from '../../adapters/storage/storage';
import { createSandboxScreening } from '../../adapters/screening/screening.sandbox';
import { ensureAccount } from '../../ledger/ledger.accounts';
import { newId } from '../../platform/crypto';
import type { Actor } from '../../platform/session.plugin';
import { createPaymentsService } from '../../domains/payment/payment.service';

// ---- sample documents, made at seed time (no binary files in the repository) ----
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
};

/** A 320×200 PNG that looks like an ID card: a coloured band, a photo box and text lines. */
export const samplePng = (rgb: [number, number, number], back = false) => {
  const w = 320;
  const h = 200;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      let c: [number, number, number] = [246, 247, 249];
      if (y < 36) c = rgb;
      else if (!back && x >= 20 && x < 110 && y >= 56 && y < 176) c = [200, 205, 212];
      else if ((back ? x >= 20 : x >= 130) && x < 296 && [70, 96, 122, 148].some((l) => y >= l && y < l + 8))
        c = [120, 128, 140];
      else if (back && y >= 160 && y < 184 && x >= 20 && x < 300 && x % 6 < 3) c = [40, 44, 52];
      raw.set(c, y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A one-page PDF: a sample utility bill naming the merchant and its address. */
export const samplePdf = (lines: string[]) => {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 24} Td (${esc(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

// ---- the demo merchants ----
type Seeded = {
  partner: 'demo' | 'other';
  status: MerchantStatus;
  merchantType: 1 | 2;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  mobile: string;
  gender: 'male' | 'female' | 'unknown';
  dateOfBirth: string;
  nationality: string;
  idType: 'idCard' | 'passport' | 'driverLicense' | 'residencePermit';
  idNumber: string;
  residenceAddress: string;
  residenceCountry: string;
  company?: {
    registrationCode: string;
    vatCode: string;
    registrationDate: string;
    businessScope: string;
    legalPerson: string;
    shareholders: Shareholder[];
    riskLevel: 'lower' | 'medium' | 'higher';
    registrationAddress: string;
    registrationCountry: string;
  };
  daysAgo: number;
  rejection?: { reasons: RejectionReason[]; comment: string };
  payments?: {
    direction: 'toMerchant' | 'toPartner';
    kind: 'payment' | 'transfer';
    currency: string;
    amount: string;
  }[];
};

const MERCHANTS: Seeded[] = [
  {
    partner: 'demo',
    status: 'approved',
    merchantType: 1,
    firstName: 'Wei',
    lastName: 'Chen',
    email: 'wei.chen@aurora-trading.example',
    mobile: '+8613812345678',
    gender: 'male',
    dateOfBirth: '1984-03-12',
    nationality: 'CN',
    idType: 'idCard',
    idNumber: '440301198403120031',
    residenceAddress: '88 Shennan Road, Futian, Shenzhen',
    residenceCountry: 'CN',
    company: {
      registrationCode: '91440300MA5FXY1234',
      vatCode: 'CN440300MA5FXY',
      registrationDate: '2016-08-01',
      businessScope: 'Wholesale of consumer electronics and accessories; import and export of goods.',
      legalPerson: 'Wei Chen',
      shareholders: [
        { name: 'Wei Chen', share: '60' },
        { name: 'Mei Lin', share: '40' },
      ],
      riskLevel: 'lower',
      registrationAddress: '88 Shennan Road, Futian, Shenzhen',
      registrationCountry: 'CN',
    },
    daysAgo: 70,
    payments: [
      { kind: 'payment', direction: 'toMerchant', currency: 'USD', amount: '2500.00' },
      { kind: 'transfer', direction: 'toMerchant', currency: 'EUR', amount: '400.00' },
      { kind: 'transfer', direction: 'toPartner', currency: 'USD', amount: '150.00' },
    ],
  },
  {
    partner: 'demo',
    status: 'approved',
    merchantType: 2,
    firstName: 'María',
    middleName: 'José',
    lastName: 'González',
    email: 'maria.gonzalez@example.mx',
    mobile: '+525512345678',
    gender: 'female',
    dateOfBirth: '1990-11-23',
    nationality: 'MX',
    idType: 'passport',
    idNumber: 'G12345678',
    residenceAddress: 'Av. Reforma 222, Juárez, Ciudad de México',
    residenceCountry: 'MX',
    daysAgo: 45,
    payments: [{ kind: 'payment', direction: 'toMerchant', currency: 'USD', amount: '1200.00' }],
  },
  {
    partner: 'demo',
    status: 'underReview',
    merchantType: 2,
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia.rossi@example.it',
    mobile: '+393471234567',
    gender: 'female',
    dateOfBirth: '1995-06-02',
    nationality: 'IT',
    idType: 'idCard',
    idNumber: 'CA12345BX',
    residenceAddress: 'Via Roma 10, Milano',
    residenceCountry: 'IT',
    daysAgo: 9,
  },
  {
    partner: 'demo',
    status: 'underReview',
    merchantType: 2,
    firstName: 'Viktor',
    lastName: 'Blackwod',
    email: 'v.blackwod@example.com',
    mobile: '+447400123456',
    gender: 'male',
    dateOfBirth: '1971-01-30',
    nationality: 'GB',
    idType: 'driverLicense',
    idNumber: 'BLACK701301V99AB',
    residenceAddress: '12 Baker Street, London',
    residenceCountry: 'GB',
    daysAgo: 4,
  },
  {
    partner: 'demo',
    status: 'rejected',
    merchantType: 1,
    firstName: 'Lars',
    lastName: 'Nilsson',
    email: 'lars@nordic-parts.example',
    mobile: '+46701234567',
    gender: 'male',
    dateOfBirth: '1979-09-14',
    nationality: 'SE',
    idType: 'idCard',
    idNumber: 'SE7909141234',
    residenceAddress: 'Drottninggatan 5, Stockholm',
    residenceCountry: 'SE',
    company: {
      registrationCode: '556677-8899',
      vatCode: 'SE556677889901',
      registrationDate: '2012-02-20',
      businessScope: 'Trade in automotive spare parts.',
      legalPerson: 'Lars Nilsson',
      shareholders: [{ name: 'Lars Nilsson', share: '100' }],
      riskLevel: 'medium',
      registrationAddress: 'Drottninggatan 5, Stockholm',
      registrationCountry: 'SE',
    },
    daysAgo: 20,
    rejection: {
      reasons: ['proofOfAddress'],
      comment: 'The utility bill is older than three months: upload one issued in the last three months.',
    },
  },
  {
    partner: 'demo',
    status: 'toBeUploaded',
    merchantType: 2,
    firstName: 'Tom',
    lastName: 'Baker',
    email: 'tom.baker@example.co.uk',
    mobile: '+447911123456',
    gender: 'male',
    dateOfBirth: '1988-04-18',
    nationality: 'GB',
    idType: 'passport',
    idNumber: '533401234',
    residenceAddress: '3 Abbey Road, London',
    residenceCountry: 'GB',
    daysAgo: 2,
  },
  {
    partner: 'demo',
    status: 'closed',
    merchantType: 2,
    firstName: 'Aiko',
    lastName: 'Tanaka',
    email: 'aiko.tanaka@example.jp',
    mobile: '+819012345678',
    gender: 'female',
    dateOfBirth: '1986-12-05',
    nationality: 'JP',
    idType: 'residencePermit',
    idNumber: 'JP-RP-86120577',
    residenceAddress: '1-1 Marunouchi, Chiyoda, Tokyo',
    residenceCountry: 'JP',
    daysAgo: 80,
  },
  {
    partner: 'other',
    status: 'approved',
    merchantType: 2,
    firstName: 'Pierre',
    lastName: 'Dubois',
    email: 'pierre.dubois@example.fr',
    mobile: '+33612345678',
    gender: 'male',
    dateOfBirth: '1982-07-21',
    nationality: 'FR',
    idType: 'idCard',
    idNumber: 'FR820721X9',
    residenceAddress: '5 Rue de Rivoli, Paris',
    residenceCountry: 'FR',
    daysAgo: 30,
  },
];

const dayOffset = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Merchants in every onboarding status for the demo partner (and one for the other partner), with sample
 * documents in storage, timelines, screening on submission, accounts opened on approval and payments made
 * through the payment service itself, so that the ledger and the order lists agree.
 */
export const seedMerchants = async (
  db: Db,
  ids: { demoId: string; otherId: string },
  storage: Storage | undefined,
  now = new Date(),
) => {
  const people = await db.select().from(users);
  const userOf = (email: string) => people.find((u) => u.email === email)!;
  const makers = {
    demo:
      people.find((u) => u.partnerId === ids.demoId && u.email.startsWith('finance@')) ??
      people.find((u) => u.partnerId === ids.demoId)!,
    other: people.find((u) => u.partnerId === ids.otherId)!,
  };
  const reviewer = userOf('operator@remit.test');
  const screening = createSandboxScreening();
  const payments = createPaymentsService({ db });

  for (const [i, s] of MERCHANTS.entries()) {
    const partnerId = s.partner === 'demo' ? ids.demoId : ids.otherId;
    const maker = makers[s.partner];
    const id = newId();
    const created = dayOffset(now, s.daysAgo);
    const issued = dayOffset(now, 365 * 3 + i * 40);
    const expires = dayOffset(now, -(365 * 5 + i * 30));
    const submitted = s.status === 'toBeUploaded' ? null : dayOffset(now, s.daysAgo - 1);
    const name = merchantName(s);
    const hits =
      submitted === null
        ? []
        : await screening.screen([
            name,
            ...(s.company ? [s.company.legalPerson, ...s.company.shareholders.map((x) => x.name)] : []),
          ]);
    await db.transaction(async (tx) => {
      await tx.insert(merchants).values({
        id,
        partnerId,
        status: s.status,
        merchantType: s.merchantType,
        firstName: s.firstName,
        middleName: s.middleName ?? '',
        lastName: s.lastName,
        email: s.email,
        mobile: s.mobile,
        gender: s.gender,
        dateOfBirth: s.dateOfBirth,
        nationality: s.nationality,
        idType: s.idType,
        idNumber: s.idNumber,
        idIssueDate: isoDay(issued),
        idExpiryDate: isoDay(expires),
        residenceAddress: s.residenceAddress,
        residenceCountry: s.residenceCountry,
        ...(s.company ?? {}),
        rejectionReasons: s.rejection?.reasons ?? [],
        rejectionComment: s.rejection?.comment ?? '',
        screeningHits: hits,
        createdBy: maker.id,
        submittedBy: submitted ? maker.id : null,
        submittedAt: submitted,
        createdAt: created,
        updatedAt: submitted ?? created,
      });
      const events: (typeof merchantEvents.$inferInsert)[] = [];
      const step = (
        action: string,
        from: MerchantStatus | null,
        to: MerchantStatus,
        at: Date,
        who: { id: string; userName: string },
        extra: { reasons?: RejectionReason[]; comment?: string } = {},
      ) =>
        events.push({
          id: newId(),
          partnerId,
          merchantId: id,
          action,
          fromStatus: from,
          toStatus: to,
          reasons: extra.reasons ?? [],
          comment: extra.comment ?? '',
          actorId: who.id,
          actorName: who.userName,
          at,
        });
      step('create', null, 'toBeUploaded', created, maker);
      if (s.status !== 'toBeUploaded' && storage) {
        const kinds =
          s.idType === 'passport' ? ['idFront', 'proofOfAddress'] : ['idFront', 'idBack', 'proofOfAddress'];
        for (const kind of kinds) {
          const bytes =
            kind === 'proofOfAddress'
              ? samplePdf(['Utility bill (sample)', name, s.residenceAddress, `Issued ${isoDay(created)}`])
              : samplePng([32, 128, 100], kind === 'idBack');
          const contentType = kind === 'proofOfAddress' ? 'application/pdf' : 'image/png';
          const storageKey = `merchant/${partnerId}/${newId()}`;
          await storage.put(storageKey, bytes, contentType);
          await tx.insert(merchantDocuments).values({
            id: newId(),
            partnerId,
            merchantId: id,
            kind,
            storageKey,
            fileName:
              kind === 'proofOfAddress'
                ? 'utility-bill.pdf'
                : `${kind === 'idFront' ? 'id-front' : 'id-back'}.png`,
            contentType,
            size: bytes.length,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            uploadedBy: maker.id,
            uploadedAt: created,
          });
          step('upload', 'toBeUploaded', 'toBeUploaded', created, maker, { comment: kind });
        }
      }
      if (submitted) step('submit', 'toBeUploaded', 'underReview', submitted, maker);
      const reviewedAt = dayOffset(now, Math.max(s.daysAgo - 2, 0));
      if (s.status === 'rejected')
        step('reject', 'underReview', 'rejected', reviewedAt, reviewer, s.rejection);
      if (s.status === 'approved' || s.status === 'closed') {
        step('approve', 'underReview', 'approved', reviewedAt, reviewer);
        for (const currency of DEFAULT_BALANCE_CURRENCIES)
          await ensureAccount(tx, { partnerId, kind: 'merchant', ownerId: id, currency });
      }
      if (s.status === 'closed') step('close', 'approved', 'closed', dayOffset(now, 10), maker);
      await tx.insert(merchantEvents).values(events);
    });
    for (const [n, p] of (s.payments ?? []).entries()) {
      const actor = { userId: maker.id, partnerId, user: maker } as unknown as Actor;
      const input = { ...p, merchantId: id, remark: 'Demo', dtoName: undefined, language: undefined };
      const fn = p.kind === 'payment' ? payments.payment : payments.transfer;
      await fn(actor, input as never, `seed-merchant-${id}-${n}`, { ip: '127.0.0.1', lang: 'en' });
    }
  }
};
