import type { z } from 'zod';
import type { Actor } from '../session.plugin';
import { AppError } from '../errors';
import type { WireLanguage } from '@remit/contract/envelope';
import { validationText } from '../validation-messages';
import type { ExportKind, ExportRegistry } from './export-kinds';

/** One line per problem, "field: message", for the 400's text (contract keys in the request's language). */
const describe = (error: z.ZodError, lang: WireLanguage) =>
  error.issues
    .map((i) => {
      const text = i.message.startsWith('validation.') ? validationText(i.message, lang) : i.message;
      return `${i.path.join('.') || 'filter'}: ${text}`;
    })
    .join('; ');

/**
 * The checks both export routes make before anything is written or streamed: the kind exists, the caller
 * holds its permission, and the filter passes the kind's own schema.
 */
export const resolveExport = (
  kinds: ExportRegistry,
  actor: Actor,
  request: { kind: string; filter: Record<string, unknown> },
  lang: WireLanguage,
): { kind: ExportKind; filter: unknown } => {
  const kind = kinds.get(request.kind);
  if (!kind) throw new AppError('EXPORT_KIND_UNKNOWN', { kind: request.kind });
  if (!actor.ability.can(kind.permission.action, kind.permission.subject)) throw new AppError('FORBIDDEN');
  const parsed = kind.filter.safeParse(request.filter);
  if (!parsed.success) throw new AppError('EXPORT_FILTER_INVALID', { detail: describe(parsed.error, lang) });
  return { kind, filter: parsed.data };
};
