import {
  BULK_COLUMNS,
  CARD_FUNDINGS,
  CARD_MODELS,
  CARD_TYPES,
  cardApplyInput,
  cardFundingText,
  cardModelText,
  cardTypeText,
  type CardUploadData,
} from '@remit/contract/card';
import type { WireLanguage } from '@remit/contract/envelope';
import type { Db } from '../../db/client';
import { AppError, errorMessage } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { validationText } from '../../platform/validation-messages';
import type { ApplyFields, IssuingService } from './card.issue';
import * as repo from './card.repository';
import { readSheetRows } from './card.sheet';

type Column = (typeof BULK_COLUMNS)[number];
/** One sheet row as read: its line in the file and its cells by column. */
type SheetRow = { line: number; cells: Partial<Record<Column, string>> };

const REQUIRED: Column[] = ['merchantNo', 'productName', 'model', 'cardType', 'funding', 'currency'];
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_HEADING = new Map(BULK_COLUMNS.map((c) => [squash(c), c]));

/** An enum cell: the contract's value or its English label, in any case and spacing ("Top-up", "VIRTUAL"). */
const enumValue = <T extends string>(
  values: readonly T[],
  labels: Record<T, { en: string }>,
  raw: string,
) => {
  const s = squash(raw);
  return values.find((v) => squash(v) === s || squash(labels[v].en) === s) ?? raw;
};
// "Standard (physical)" squashes to "standardphysical"; "standard" alone is the physical card too.
const modelValue = (raw: string) =>
  squash(raw) === 'standard' ? 'physical' : enumValue(CARD_MODELS, cardModelText, raw);

/** The heading row names the columns (in any order, any case); the rows below become cells by column. */
export const readSheet = async (fileName: string, bytes: Buffer): Promise<SheetRow[]> => {
  const [heading, ...rows] = await readSheetRows(fileName, bytes);
  if (!heading) throw new AppError('CARD_UPLOAD_INVALID', { detail: 'the file has no rows' });
  const columns = heading.values.map((h) => COLUMN_BY_HEADING.get(squash(h)));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length)
    throw new AppError('CARD_UPLOAD_INVALID', {
      detail: `the heading row lacks ${missing.join(', ')} (columns: ${BULK_COLUMNS.join(', ')})`,
    });
  if (!rows.length)
    throw new AppError('CARD_UPLOAD_INVALID', { detail: 'the file has no rows below the heading' });
  return rows.map(({ line, values }) => {
    const cells: SheetRow['cells'] = {};
    columns.forEach((c, i) => {
      if (c) cells[c] = values[i] ?? '';
    });
    return { line, cells };
  });
};

/** Stands in for an id not found, so the row's other columns are still checked. */
const PLACEHOLDER_ID = '00000000-0000-7000-8000-000000000000';

/** Which column a refusal of the issuing checks is about. */
const FIELD_OF: Record<string, Column> = {
  MERCHANT_NOT_FOUND: 'merchantNo',
  MERCHANT_CLOSED: 'merchantNo',
  CARD_MERCHANT_NOT_APPROVED: 'merchantNo',
  CARD_PRODUCT_NOT_FOUND: 'productName',
  CARD_PRODUCT_MISMATCH: 'productName',
  CARD_CURRENCY_NOT_OFFERED: 'currency',
};

/**
 * `card/upload`, the bulk apply: each row is checked as `card/create` checks one application; the valid
 * rows become apply records together (one transaction, issuing.createMany), the others are answered with
 * their line, column and reason. A row is either recorded whole or not at all.
 */
export const createBulkApply = (db: Db, issuing: IssuingService) => ({
  async upload(
    actor: Actor,
    file: { fileName: string; bytes: Buffer },
    ctx: ChangeContext,
    lang: WireLanguage,
  ): Promise<CardUploadData> {
    if (!file.bytes.length) throw new AppError('FILE_EMPTY');
    const rows = await readSheet(file.fileName, file.bytes);
    const errors: CardUploadData['errors'] = [];
    const valid: { input: ApplyFields; line: number }[] = [];
    for (const { line, cells } of rows) {
      const problems: CardUploadData['errors'] = [];
      const merchantNo = cells.merchantNo ?? '';
      const productName = cells.productName ?? '';
      const merchant = merchantNo ? await repo.findMerchantByNo(db, actor.partnerId, merchantNo) : undefined;
      if (!merchant)
        problems.push({
          line,
          field: 'merchantNo',
          reason: merchantNo
            ? errorMessage('MERCHANT_NOT_FOUND', lang)
            : validationText('validation.required', lang),
        });
      const product = productName ? await repo.findProductByName(db, productName) : undefined;
      if (!product)
        problems.push({
          line,
          field: 'productName',
          reason: productName
            ? errorMessage('CARD_PRODUCT_NOT_FOUND', lang)
            : validationText('validation.required', lang),
        });
      const parsed = cardApplyInput.safeParse({
        merchantId: merchant?.id ?? PLACEHOLDER_ID,
        productId: product?.id ?? PLACEHOLDER_ID,
        model: modelValue(cells.model ?? ''),
        cardType: enumValue(CARD_TYPES, cardTypeText, cells.cardType ?? ''),
        funding: enumValue(CARD_FUNDINGS, cardFundingText, cells.funding ?? ''),
        currency: (cells.currency ?? '').toUpperCase(),
        cardholderName: cells.cardholderName ?? '',
        shippingAddress: cells.shippingAddress ?? '',
        shippingCity: cells.shippingCity ?? '',
        shippingPostalCode: cells.shippingPostalCode ?? '',
        shippingCountry: cells.shippingCountry ?? '',
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push({
            line,
            field: issue.path.join('.') || '_',
            reason: issue.message.startsWith('validation.')
              ? validationText(issue.message, lang)
              : issue.message,
          });
      if (!problems.length && parsed.success) {
        try {
          await issuing.check(db, actor.partnerId, parsed.data);
          valid.push({ input: parsed.data, line });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          problems.push({
            line,
            field: FIELD_OF[err.key] ?? '_',
            reason: errorMessage(err.key, lang, err.params),
          });
        }
      }
      errors.push(...problems);
    }
    const applyRecordIds = valid.length ? await issuing.createMany(actor, valid, ctx) : [];
    return { rows: rows.length, accepted: applyRecordIds.length, applyRecordIds, errors };
  },
});
export type BulkApply = ReturnType<typeof createBulkApply>;
