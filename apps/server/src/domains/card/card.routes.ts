import type { FastifyRequest } from 'fastify';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath } from '@remit/contract/gateway';
import {
  applyRecord,
  CARD_EXPORT_KINDS,
  cardCallData,
  cardCallRequest,
  cardCreateRequest,
  cardDeleteRequest,
  cardDetail,
  cardExportRequest,
  cardGetRequest,
  cardListData,
  cardListRequest,
  cardOrApplyPageData,
  cardPageRequest,
  cardRecord,
  cardRevealRequest,
  cardSensitiveData,
  cardSensitiveGrant,
  cardSensitiveRequest,
  cardUpdateRequest,
  cardUploadData,
} from '@remit/contract/card';
import { z } from 'zod';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { changeContext } from '../../platform/request-context';
import { readMultipart } from '../../platform/upload';
import { readToken, requireActor } from '../../platform/session.plugin';
import { gatewayPlugin } from '../../platform/gateway-route';
import type { IssuingService } from './card.issue';
import type { CardsService } from './card.service';
import type { BulkApply } from './card.upload';

const tags = ['card'];

export type CardRoutesOptions = {
  /** Sensitive views per session (else per address) per minute. */
  sensitiveRateLimit: number;
};

/** The one file part of a bulk apply, read whole (at most 1 MB; a larger file is refused naming the limit). */
const readSheetUpload = async (request: FastifyRequest) => {
  const { files } = await readMultipart(request, z.object({}), ['file']);
  if (!files.file) throw new AppError('FILE_MISSING');
  return files.file;
};

/** `card/*` (spec §7): the card service's operations. */
export const cardRoutes = (
  cards: CardsService,
  issuing: IssuingService,
  bulk: BulkApply,
  options: CardRoutesOptions,
) =>
  gatewayPlugin(tags, async ({ route, family, uploadRoute, exportRoute, app }) => {
    family('card', 'card', cards, { page: [cardPageRequest, cardOrApplyPageData] });
    route(
      'card/list',
      { auth: ['index', 'card'], body: cardListRequest, data: cardListData },
      ({ actor, body }) => cards.list(actor, body),
    );
    family('card', 'card', cards, { get: [cardGetRequest, cardDetail] });
    // The full PAN and CVV2: a right to change cards, the password again, and few tries per session.
    app.post(
      gatewayPath('card', 'get-by'),
      {
        config: {
          auth: { action: 'edit', subject: 'card' },
          rateLimit: {
            max: options.sensitiveRateLimit,
            timeWindow: '1 minute',
            keyGenerator: (request) => {
              const token = readToken(request);
              return token ? `card-sensitive:${sha256(token)}` : `card-sensitive:${request.ip}`;
            },
          },
        },
        schema: { tags, body: cardSensitiveRequest, response: { 200: envelope(cardSensitiveGrant) } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reply.ok(await cards.sensitive(requireActor(request), request.body, changeContext(request)));
      },
    );
    // The card data itself: once per grant from card/get-by, within its life, in the session that asked.
    app.post(
      gatewayPath('card', 'reveal'),
      {
        config: { auth: { action: 'edit', subject: 'card' } },
        schema: { tags, body: cardRevealRequest, response: { 200: envelope(cardSensitiveData) } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reply.ok(await cards.reveal(requireActor(request), request.body, changeContext(request)));
      },
    );
    route(
      'card/create',
      { auth: ['add', 'card'], body: cardCreateRequest, data: applyRecord, message: 'SAVED' },
      ({ actor, body: { dtoName: _d, language: _l, ...input }, ctx }) => issuing.create(actor, input, ctx),
    );
    // Bulk apply: a CSV or XLSX sheet, one apply record per valid row (multipart, registered in the plugin).
    uploadRoute('card/upload', ['add', 'card'], cardUploadData, ['file'], async ({ actor, ctx, request }) =>
      bulk.upload(actor, await readSheetUpload(request), ctx, ctx.lang),
    );
    // The Cards or Apply Records list as a file: the export kind's stream, as `export/export` sends it.
    exportRoute('card', ['index', 'card'], cardExportRequest, (body) => CARD_EXPORT_KINDS[body.view]);
    family('card', 'card', cards, {
      update: [cardUpdateRequest, cardRecord],
      call: [cardCallRequest, cardCallData],
    });
    route(
      'card/delete',
      { auth: ['delete', 'card'], body: cardDeleteRequest, data: null, message: 'DELETED' },
      ({ actor, body, ctx }) => issuing.remove(actor, body.id, ctx),
    );
  });
