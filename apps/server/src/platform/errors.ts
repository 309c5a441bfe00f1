import { errorTable, formatMessage, type ErrorKey } from '@remit/contract/errors';
import type { WireLanguage } from '@remit/contract/envelope';

/** The one error type (CONVENTIONS 6): a code from the contract's table plus message parameters. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly params?: Record<string, string | number>;
  readonly fieldErrors?: Record<string, string[]>;
  /** The request field the whole refusal is about: the envelope lists its message under it, in the request's language. */
  readonly field?: string;

  constructor(
    key: ErrorKey,
    params?: Record<string, string | number>,
    fieldErrors?: Record<string, string[]>,
    field?: string,
  ) {
    super(key);
    this.key = key;
    this.params = params;
    this.fieldErrors = fieldErrors;
    this.field = field;
  }

  get status() {
    return errorTable[this.key].status;
  }
}

/**
 * A request refused field by field by a rule that needs stored data (a withdrawal account judged by its
 * beneficiary): the contract's message keys, answered like the schema's own refusals (400 VALIDATION with
 * `fieldErrors` in the request's language) by the envelope.
 */
export class FieldRefusal extends Error {
  readonly issues: { field: string; message: string }[];
  constructor(issues: { field: string; message: string }[]) {
    super('VALIDATION');
    this.issues = issues;
  }
}

/** `row` when one was found; none (another partner's, or gone) is the error `key`, usually a NOT_FOUND. */
export const foundOr = <T>(row: T | null | undefined, key: ErrorKey): T => {
  if (!row) throw new AppError(key);
  return row;
};

export const errorMessage = (key: ErrorKey, lang: WireLanguage, params?: Record<string, string | number>) =>
  formatMessage(errorTable[key][lang], params);

/** A status as a refusal's `{status}` and `{statusZh}`: its words in each language, else the raw value. */
export const statusWords = (
  texts: Record<string | number, { en: string; zh_CN: string } | undefined>,
  status: string | number,
) => ({
  status: texts[status]?.en ?? String(status),
  statusZh: texts[status]?.zh_CN ?? String(status),
});
