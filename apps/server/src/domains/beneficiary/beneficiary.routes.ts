import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@remit/contract/envelope';
import { gatewayPath, idRequest } from '@remit/contract/gateway';
import {
  beneficiaryCreateRequest,
  beneficiaryPageData,
  beneficiaryPageRequest,
  beneficiaryRecord,
  beneficiaryUpdateRequest,
  statusRequest,
} from '@remit/contract/beneficiary';
import { withFullPhoneCheck } from '@remit/contract/reference/phone-full';
import { changeContext } from '../../platform/request-context';
import { requireActor } from '../../platform/session.plugin';
import type { BeneficiariesService } from './beneficiary.service';

const tags = ['beneficiary'];
/** The phone is judged here by the full numbering-plan metadata (the form uses the small one). */
const createBody = withFullPhoneCheck(beneficiaryCreateRequest);
const updateBody = withFullPhoneCheck(beneficiaryUpdateRequest);

/** /payment/beneficiaries (spec §2) through the resource gateway; `call` enables or disables. */
export const beneficiariesRoutes =
  (service: BeneficiariesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      gatewayPath('beneficiary', 'page'),
      {
        config: { auth: { action: 'index', subject: 'beneficiary' } },
        schema: { tags, body: beneficiaryPageRequest, response: { 200: envelope(beneficiaryPageData) } },
      },
      async (request, reply) => reply.ok(await service.page(requireActor(request), request.body)),
    );
    app.post(
      gatewayPath('beneficiary', 'get'),
      {
        config: { auth: { action: 'view', subject: 'beneficiary' } },
        schema: { tags, body: idRequest, response: { 200: envelope(beneficiaryRecord) } },
      },
      async (request, reply) => reply.ok(await service.get(requireActor(request), request.body.id)),
    );
    app.post(
      gatewayPath('beneficiary', 'create'),
      {
        config: { auth: { action: 'add', subject: 'beneficiary' } },
        schema: { tags, body: createBody, response: { 200: envelope(beneficiaryRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.create(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('beneficiary', 'update'),
      {
        config: { auth: { action: 'edit', subject: 'beneficiary' } },
        schema: { tags, body: updateBody, response: { 200: envelope(beneficiaryRecord) } },
      },
      async (request, reply) =>
        reply.ok(await service.update(requireActor(request), request.body, changeContext(request)), 'SAVED'),
    );
    app.post(
      gatewayPath('beneficiary', 'call'),
      {
        config: { auth: { action: 'edit', subject: 'beneficiary' } },
        schema: { tags, body: statusRequest, response: { 200: envelope(beneficiaryRecord) } },
      },
      async (request, reply) =>
        reply.ok(
          await service.setStatus(requireActor(request), request.body, changeContext(request)),
          'SAVED',
        ),
    );
    app.post(
      gatewayPath('beneficiary', 'delete'),
      {
        config: { auth: { action: 'delete', subject: 'beneficiary' } },
        schema: { tags, body: idRequest, response: { 200: envelope(z.null()) } },
      },
      async (request, reply) => {
        await service.delete(requireActor(request), request.body.id, changeContext(request));
        return reply.ok(null, 'DELETED');
      },
    );
  };
