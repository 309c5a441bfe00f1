import { pgErrorCode } from './pg-errors';

type Fields = { type: string; message: string; stack: string; [key: string]: unknown };

/** "insert users", "select beneficiaries": what a failed query did, never its text's values or parameters. */
export const queryName = (sql: string) => {
  const verb = /^\s*(with|select|insert|update|delete)\b/i.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|from|update)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
};

const stackFrames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : undefined;

/**
 * The `err` serializer of every log line. A database error is reduced to its SQLSTATE (`sqlState`: the
 * redaction list censors `*.code`), constraint, table,
 * column and the query's name: its message, detail and parameters carry the row's values (password
 * hashes, names, bank numbers, emails), so they never reach a log. Other errors keep type, message, stack.
 */
export const serializeError = (err: unknown): Fields => {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const code = pgErrorCode(err);
  if (code === undefined) {
    const own = (err as { code?: unknown }).code;
    return {
      type: err.name,
      message: err.message,
      stack: err.stack ?? '',
      ...(typeof own === 'string' ? { code: own } : {}),
    };
  }
  const fields: Fields = {
    type: 'DatabaseError',
    message: `database error ${code}`,
    stack: '',
    sqlState: code,
  };
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const source = e as Record<string, unknown>;
    if (typeof source.query === 'string' && !fields.query) fields.query = queryName(source.query);
    for (const key of ['constraint', 'table', 'column'] as const)
      if (typeof source[key] === 'string' && !fields[key]) fields[key] = source[key];
    e = source.cause;
  }
  fields.stack = stackFrames(err.stack) ?? '';
  return fields;
};
