import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportRequest, type ExportFormat } from '@remit/contract/export';
import { writeAudit } from '../audit';
import { changeContext } from '../request-context';
import { requireActor } from '../session.plugin';
import { resolveExport } from './export-request';
import { CONTENT_TYPES, exportFileName, exportStream, sendDownload } from './export-writers';

/** The body of a list's own export route (`{service}/export`): `export/export`'s, the route naming the kind. */
export const listExportRequest = exportRequest.omit({ kind: true });

/**
 * Answers an export call with the file: the kind exists, the caller holds its permission, the filter passes
 * the kind's schema and its own check (a foreign account is a 404 before the first byte), an audit entry
 * says who took which data out with which filter (DESIGN §6), then the rows stream batch by batch as the
 * client reads, so memory does not grow with the row count. Every list's export route ends here.
 */
/** What an export call asks for: its format and its filter (the kind is the route's). */
export type ExportAsked = { format: ExportFormat; filter: Record<string, unknown> };

export const sendExport = async (
  request: FastifyRequest,
  reply: FastifyReply,
  asked: ExportAsked & { kind: string },
) => {
  const { db, exportKinds } = request.server;
  const actor = requireActor(request);
  const { lang, ip } = changeContext(request);
  const { kind, filter } = resolveExport(exportKinds, actor, asked, lang);
  const ctx = { db, partnerId: actor.partnerId, language: lang, operator: actor.isOperator };
  await kind.check?.(ctx, filter);
  await writeAudit(db, {
    partnerId: actor.partnerId,
    userId: actor.userId,
    action: 'export',
    // The module the list belongs to (the one its permission names); which list, in `after`.
    subject: kind.permission.subject,
    after: { kind: kind.name, format: asked.format, filter },
    ip,
  });
  return sendDownload(reply, {
    contentType: CONTENT_TYPES[asked.format],
    fileName: exportFileName(kind, asked.format, lang),
    body: exportStream(kind, ctx, filter, asked.format),
  });
};
