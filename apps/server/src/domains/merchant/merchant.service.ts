import { merchantName } from '@remit/contract/merchant';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  documentKindText,
  isMerchantEditable,
  merchantActionText,
  merchantStatusText,
  missingDocuments,
  nextMerchantStatus,
  MERCHANT_TYPE,
  type DocumentKind,
  type MerchantAccount,
  type MerchantAction,
  type MerchantCallRequest,
  type MerchantCreateRequest,
  type MerchantDetail,
  type MerchantDocument,
  type MerchantEvent,
  type MerchantPageRequest,
  type MerchantRecord,
  type MerchantReviewCallRequest,
  type MerchantReviewDetail,
  type MerchantReviewPageRequest,
  type MerchantReviewRecord,
  type MerchantStatus,
  type MerchantUpdateRequest,
} from '@remit/contract/merchant';
import { toDecimal } from '@remit/contract/money';
import { isUploadMimeType, MAX_FILE_BYTES } from '@remit/contract/upload';
import type { Db, Tx } from '../../db/client';
import type { Storage } from '../../adapters/storage/storage';
import type { Screening } from '../../adapters/screening/screening';
import { ensureAccount } from '../../ledger/ledger.accounts';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './merchant.repository';
import { refuseSelfReview } from '../../platform/maker-checker';

export type MerchantsDeps = {
  db: Db;
  storage: Storage;
  screening: Screening;
  /** The balance currencies: approval opens one merchant account (product 12) in each. */
  balanceCurrencies: readonly string[];
};

/** An uploaded file as the route hands it over: its name as sent (display only) and its bytes. */
export type UploadedFile = { fileName: string; bytes: Buffer };

const fullName = merchantName;

export const toMerchantRecord = (row: repo.MerchantRow): MerchantRecord => ({
  id: row.id,
  merchantNo: row.merchantNo,
  status: row.status as MerchantStatus,
  merchantType: row.merchantType,
  name: fullName(row),
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender as MerchantRecord['gender'],
  dateOfBirth: row.dateOfBirth,
  nationality: row.nationality,
  idType: row.idType as MerchantRecord['idType'],
  idNumber: row.idNumber,
  idIssueDate: row.idIssueDate,
  idExpiryDate: row.idExpiryDate,
  residenceAddress: row.residenceAddress,
  residenceCountry: row.residenceCountry,
  registrationCode: row.registrationCode,
  vatCode: row.vatCode,
  registrationDate: row.registrationDate ?? '',
  businessScope: row.businessScope,
  legalPerson: row.legalPerson,
  shareholders: row.shareholders,
  riskLevel: (row.riskLevel as MerchantRecord['riskLevel']) ?? null,
  registrationAddress: row.registrationAddress,
  registrationCountry: row.registrationCountry,
  rejectionReasons: row.status === 'rejected' ? row.rejectionReasons : [],
  rejectionComment: row.status === 'rejected' ? row.rejectionComment : '',
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDocument = (d: repo.MerchantDocumentRow): MerchantDocument => ({
  id: d.id,
  kind: d.kind as DocumentKind,
  fileName: d.fileName,
  contentType: d.contentType,
  size: d.size,
  uploadedAt: d.uploadedAt.toISOString(),
});

const toEvent = (e: repo.MerchantEventRow): MerchantEvent => ({
  id: e.id,
  action: e.action as MerchantEvent['action'],
  fromStatus: (e.fromStatus as MerchantStatus | null) ?? null,
  toStatus: e.toStatus as MerchantStatus,
  reasons: e.reasons,
  comment: e.comment,
  actorName: e.actorName,
  at: e.at.toISOString(),
});

/**
 * What the audit log keeps of a merchant: never the ID number in full or the date of birth (personal data
 * stays out of logs); the last four of the ID number are enough to tell records apart.
 */
const forAudit = (r: MerchantRecord) => {
  const { idNumber, dateOfBirth: _dob, ...rest } = r;
  return { ...rest, idNumber: `…${idNumber.slice(-4)}` };
};

type Fields = Omit<MerchantCreateRequest, 'dtoName' | 'language'>;
const fields = (input: MerchantCreateRequest | MerchantUpdateRequest) => {
  const { dtoName: _d, language: _l, ...rest } = input as MerchantUpdateRequest;
  const { id: _id, ...values } = rest;
  const v = values as Fields;
  const corporate = v.merchantType === MERCHANT_TYPE.CORPORATION;
  // An individual has no company data: what a switched form left behind is not kept.
  return {
    ...v,
    registrationCode: corporate ? v.registrationCode : '',
    vatCode: corporate ? v.vatCode : '',
    registrationDate: corporate && v.registrationDate ? v.registrationDate : null,
    businessScope: corporate ? v.businessScope : '',
    legalPerson: corporate ? v.legalPerson : '',
    shareholders: corporate ? v.shareholders : [],
    riskLevel: corporate ? (v.riskLevel ?? null) : null,
    registrationAddress: corporate ? v.registrationAddress : '',
    registrationCountry: corporate ? v.registrationCountry : '',
  };
};

const statusParams = (status: MerchantStatus, action?: MerchantAction) => ({
  status: merchantStatusText[status].en,
  statusZh: merchantStatusText[status].zh_CN,
  ...(action ? { action: merchantActionText[action].en, actionZh: merchantActionText[action].zh_CN } : {}),
});

const joinEn = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The names screening looks at: the person, and for a company its legal person and shareholders. */
const screeningNames = (m: repo.MerchantRow) => [
  fullName(m),
  ...(m.merchantType === MERCHANT_TYPE.CORPORATION
    ? [m.legalPerson, ...m.shareholders.map((s) => s.name)]
    : []),
];

const audit = auditFrom('merchant');
const storageKey = (partnerId: string) => `merchant/${partnerId}/${newId()}`;

/**
 * Merchants (spec §3, §4): a partner's drafts, documents and submissions; the operator's review desk;
 * approval opens the merchant accounts. Every change is one transaction with its timeline step and audit.
 */
export const createMerchantsService = ({ db, storage, screening, balanceCurrencies }: MerchantsDeps) => {
  const event = (
    tx: Tx,
    actor: Actor,
    m: { id: string; partnerId: string },
    action: MerchantEvent['action'],
    fromStatus: MerchantStatus | null,
    toStatus: MerchantStatus,
    extra: { reasons?: MerchantEvent['reasons']; comment?: string } = {},
  ) =>
    repo.insertEvent(tx, {
      id: newId(),
      partnerId: m.partnerId,
      merchantId: m.id,
      action,
      fromStatus,
      toStatus,
      reasons: extra.reasons ?? [],
      comment: extra.comment ?? '',
      actorId: actor.userId,
      actorName: actor.user.userName,
    });

  const accountsOf = async (tx: Tx, m: repo.MerchantRow): Promise<MerchantAccount[]> =>
    (await repo.merchantAccounts(tx, m.partnerId, m.id)).map((a) => ({
      accountId: a.id,
      currency: a.currency,
      balance: toDecimal(a.balance, a.currency),
      available: toDecimal(a.balance - a.onHold, a.currency),
    }));

  const detailOf = async (tx: Tx, m: repo.MerchantRow) => {
    const [documents, events] = await Promise.all([repo.listDocuments(tx, m.id), repo.listEvents(tx, m.id)]);
    return {
      documents: documents.map(toDocument),
      missingDocuments: missingDocuments(
        m.idType as Parameters<typeof missingDocuments>[0],
        documents.map((d) => d.kind),
      ),
      timeline: events.map(toEvent),
    };
  };

  /** A locked merchant of the partner that may still change, or the reason it may not. */
  const editable = async (tx: Tx, actor: Actor, id: string) => {
    const m = foundOr(await repo.findMerchant(tx, actor.partnerId, id, true), 'MERCHANT_NOT_FOUND');
    if (!isMerchantEditable(m.status as MerchantStatus))
      throw new AppError('MERCHANT_READ_ONLY', statusParams(m.status as MerchantStatus));
    return m;
  };

  const readDocument = async (partnerId: string | null, merchantId: string, documentId: string) => {
    const m = foundOr(await repo.findMerchant(db, partnerId, merchantId), 'MERCHANT_NOT_FOUND');
    const d = foundOr(await repo.findDocument(db, m.id, documentId), 'MERCHANT_DOCUMENT_NOT_FOUND');
    const bytes = foundOr(await storage.get(d.storageKey), 'MERCHANT_DOCUMENT_NOT_FOUND');
    return { fileName: d.fileName, contentType: d.contentType, bytes };
  };

  return {
    async page(actor: Actor, input: MerchantPageRequest) {
      const { search, merchantType, status, createdFrom, createdTo, page, size } = input;
      const { records, total } = await repo.pageMerchants(
        db,
        actor.partnerId,
        { search, merchantType, status, createdFrom, createdTo },
        page,
        size,
      );
      return { records: records.map(toMerchantRecord), total, page, size };
    },

    async get(actor: Actor, id: string): Promise<MerchantDetail> {
      const m = foundOr(await repo.findMerchant(db, actor.partnerId, id), 'MERCHANT_NOT_FOUND');
      return { ...toMerchantRecord(m), ...(await detailOf(db, m)), accounts: await accountsOf(db, m) };
    },

    /** Saves a draft (To Be Uploaded). */
    async create(actor: Actor, input: MerchantCreateRequest, ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        const row = await repo.insertMerchant(tx, {
          id: newId(),
          partnerId: actor.partnerId,
          status: 'toBeUploaded',
          createdBy: actor.userId,
          ...fields(input),
        });
        await event(tx, actor, row, 'create', null, 'toBeUploaded');
        const after = toMerchantRecord(row);
        await writeAudit(tx, { ...audit(actor, ctx, row.id), action: 'create', after: forAudit(after) });
        return after;
      });
    },

    /** Changes a draft or a rejected merchant; under review, approved or closed it is read-only. */
    async update(actor: Actor, input: MerchantUpdateRequest, ctx: ChangeContext) {
      const { result, dropped } = await db.transaction(async (tx) => {
        const before = await editable(tx, actor, input.id);
        const row = await repo.updateMerchant(tx, before.id, fields(input));
        // A passport has no back: switching to one drops an ID back uploaded for the earlier ID type.
        const dropped =
          row.idType === 'passport' ? await repo.deleteDocumentsOfKinds(tx, row.id, ['idBack']) : [];
        await event(tx, actor, row, 'update', before.status as MerchantStatus, row.status as MerchantStatus);
        const after = toMerchantRecord(row);
        await writeAudit(tx, {
          ...audit(actor, ctx, row.id),
          action: 'update',
          before: forAudit(toMerchantRecord(before)),
          after: forAudit(after),
        });
        return { result: after, dropped };
      });
      await Promise.all(dropped.map((d) => storage.delete(d.storageKey)));
      return result;
    },

    /** Submit (To Be Uploaded), resubmit (Rejected) or close (Approved). */
    async call(actor: Actor, input: MerchantCallRequest, ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        const m = foundOr(await repo.findMerchant(tx, actor.partnerId, input.id, true), 'MERCHANT_NOT_FOUND');
        const from = m.status as MerchantStatus;
        const to = nextMerchantStatus(from, input.action);
        if (!to) throw new AppError('MERCHANT_STATUS_CONFLICT', statusParams(from, input.action));
        let changes: Partial<repo.MerchantRow> = { status: to };
        if (input.action === 'submit' || input.action === 'resubmit') {
          const docs = await repo.listDocuments(tx, m.id);
          const missing = missingDocuments(
            m.idType as Parameters<typeof missingDocuments>[0],
            docs.map((d) => d.kind),
          );
          if (missing.length)
            throw new AppError('MERCHANT_DOCUMENTS_MISSING', {
              documents: joinEn(missing.map((k) => documentKindText[k].en)),
              documentsZh: missing.map((k) => documentKindText[k].zh_CN).join('、'),
            });
          changes = {
            ...changes,
            submittedBy: actor.userId,
            submittedAt: new Date(),
            screeningHits: await screening.screen(screeningNames(m)),
          };
        }
        const row = await repo.updateMerchant(tx, m.id, changes);
        await event(tx, actor, row, input.action, from, to);
        await writeAudit(tx, {
          ...audit(actor, ctx, m.id),
          action: input.action,
          before: { status: from },
          after: { status: to },
        });
        return toMerchantRecord(row);
      });
    },

    /**
     * Stores a document of one kind in place of the previous one. The bytes decide the type (PDF, JPEG or
     * PNG), never the name; at most 1 MB; the merchant must still be editable.
     */
    async upload(
      actor: Actor,
      input: { id: string; kind: DocumentKind },
      file: UploadedFile,
      ctx: ChangeContext,
    ): Promise<MerchantDocument> {
      if (file.bytes.length === 0) throw new AppError('FILE_EMPTY');
      if (file.bytes.length > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE');
      const detected = await fileTypeFromBuffer(file.bytes);
      if (!detected || !isUploadMimeType(detected.mime))
        throw new AppError('FILE_TYPE_NOT_ALLOWED', { detected: detected?.mime ?? 'not a known file type' });
      const key = storageKey(actor.partnerId);
      // Checked before the bytes are stored, and again under the lock when the row is written.
      const pre = foundOr(await repo.findMerchant(db, actor.partnerId, input.id), 'MERCHANT_NOT_FOUND');
      if (input.kind === 'idBack' && pre.idType === 'passport')
        throw new AppError('MERCHANT_ID_DOCUMENT_INVALID');
      await storage.put(key, file.bytes, detected.mime);
      try {
        const { doc, replacedKey } = await db.transaction(async (tx) => {
          const m = await editable(tx, actor, input.id);
          if (input.kind === 'idBack' && m.idType === 'passport')
            throw new AppError('MERCHANT_ID_DOCUMENT_INVALID');
          const { row, replacedKey } = await repo.replaceDocument(tx, {
            id: newId(),
            partnerId: m.partnerId,
            merchantId: m.id,
            kind: input.kind,
            storageKey: key,
            fileName: file.fileName.slice(0, 255) || `${input.kind}.${detected.ext}`,
            contentType: detected.mime,
            size: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            uploadedBy: actor.userId,
          });
          // The kind itself: each language names it (the timeline shows "ID front" or "证件正面").
          await event(tx, actor, m, 'upload', m.status as MerchantStatus, m.status as MerchantStatus, {
            comment: input.kind,
          });
          await writeAudit(tx, {
            ...audit(actor, ctx, m.id),
            action: 'upload',
            after: { kind: input.kind, contentType: detected.mime, size: file.bytes.length },
          });
          return { doc: toDocument(row), replacedKey };
        });
        if (replacedKey) await storage.delete(replacedKey);
        return doc;
      } catch (err) {
        // Nothing half-written: a refused upload leaves no orphan file behind.
        await storage.delete(key);
        throw err;
      }
    },

    download: (actor: Actor, id: string, documentId: string) => readDocument(actor.partnerId, id, documentId),

    // ---- the operator's review desk (every partner) ----
    async reviewPage(input: MerchantReviewPageRequest) {
      const { search, status, page, size } = input;
      const { records, total } = await repo.pageReviewQueue(db, { search, status }, page, size);
      return {
        records: records.map((r): MerchantReviewRecord => ({
          ...toMerchantRecord(r.merchant),
          partnerId: r.merchant.partnerId,
          partnerName: r.partnerName,
          screeningHits: r.merchant.screeningHits,
        })),
        total,
        page,
        size,
      };
    },

    async reviewGet(id: string): Promise<MerchantReviewDetail> {
      const m = foundOr(await repo.findMerchant(db, null, id), 'MERCHANT_NOT_FOUND');
      const { documents, timeline } = await detailOf(db, m);
      return {
        ...toMerchantRecord(m),
        partnerId: m.partnerId,
        partnerName: await repo.partnerName(db, m.partnerId),
        screeningHits: m.screeningHits,
        documents,
        timeline,
      };
    },

    /** Approve (opens the merchant accounts) or reject with reasons and a comment; never by the maker. */
    async review(actor: Actor, input: MerchantReviewCallRequest, ctx: ChangeContext) {
      return db.transaction(async (tx) => {
        const m = foundOr(await repo.findMerchant(tx, null, input.id, true), 'MERCHANT_NOT_FOUND');
        const from = m.status as MerchantStatus;
        const to = nextMerchantStatus(from, input.action);
        if (!to) throw new AppError('MERCHANT_STATUS_CONFLICT', statusParams(from, input.action));
        refuseSelfReview(actor, 'merchant', m.submittedBy, m.createdBy);
        const reject = input.action === 'reject';
        const row = await repo.updateMerchant(tx, m.id, {
          status: to,
          rejectionReasons: reject ? input.reasons : [],
          rejectionComment: reject ? input.comment : '',
        });
        if (!reject)
          for (const currency of balanceCurrencies)
            await ensureAccount(tx, { partnerId: m.partnerId, kind: 'merchant', ownerId: m.id, currency });
        await event(tx, actor, row, input.action, from, to, {
          reasons: reject ? input.reasons : [],
          comment: input.comment,
        });
        await writeAudit(tx, {
          ...audit(actor, ctx, m.id),
          partnerId: m.partnerId,
          action: input.action,
          before: { status: from },
          after: { status: to, reasons: reject ? input.reasons : [], comment: input.comment },
        });
        return {
          ...toMerchantRecord(row),
          partnerId: m.partnerId,
          partnerName: await repo.partnerName(tx, m.partnerId),
          screeningHits: row.screeningHits,
        };
      });
    },

    reviewDownload: (id: string, documentId: string) => readDocument(null, id, documentId),
  };
};
export type MerchantsService = ReturnType<typeof createMerchantsService>;
