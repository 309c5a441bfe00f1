import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SUCCESS_CODE } from '@remit/contract/envelope';
import { errorTable, successMessages, type ErrorKey } from '@remit/contract/errors';
import { AppError, FieldRefusal, errorMessage } from './errors';
import { requestLanguage } from './language';
import { validationFailure } from './validation-messages';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers `{ code: "10000", msg, data }` in the request's language. */
    ok<T>(data: T, msg?: keyof typeof successMessages): FastifyReply;
  }
}

const send = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: ErrorKey,
  params?: Record<string, string | number>,
  fieldErrors?: Record<string, string[]>,
) => {
  const lang = requestLanguage(request);
  return reply.status(errorTable[key].status).send({
    code: errorTable[key].code,
    msg: errorMessage(key, lang, params),
    data: fieldErrors ? { fieldErrors } : null,
  });
};

/** The envelope and the one error handler (DESIGN §4): every failure gets a code, a message and its status. */
export default fp(
  async (app) => {
    app.decorateReply('ok', function <
      T,
    >(this: FastifyReply, data: T, msg: keyof typeof successMessages = 'OK') {
      const lang = requestLanguage(this.request);
      return this.send({ code: SUCCESS_CODE, msg: successMessages[msg][lang], data });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.key === 'INTERNAL') request.log.error({ err: error }, 'internal error');
        const onField = error.field
          ? { [error.field]: [errorMessage(error.key, requestLanguage(request), error.params)] }
          : undefined;
        return send(request, reply, error.key, error.params, error.fieldErrors ?? onField);
      }
      if (error instanceof FieldRefusal) {
        const refused = validationFailure(error.issues, requestLanguage(request));
        return send(request, reply, refused.key, refused.params, refused.fieldErrors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const refused = validationFailure(
          error.validation.map((issue) => ({
            field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            message: issue.message ?? '',
          })),
          requestLanguage(request),
        );
        return send(request, reply, refused.key, refused.params, refused.fieldErrors);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return send(request, reply, 'INTERNAL');
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        return send(request, reply, 'BAD_JSON');
      if (status === 413) return send(request, reply, 'TOO_LARGE');
      if (status === 429) return send(request, reply, 'RATE_LIMITED');
      if (status === 404) return send(request, reply, 'NOT_FOUND');
      if (status >= 400 && status < 500) {
        const lang = requestLanguage(request);
        return reply.status(status).send({
          code: errorTable.VALIDATION.code,
          msg: errorMessage('VALIDATION', lang, { detail: error.message }),
          data: null,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, 'INTERNAL');
    });
  },
  { name: 'envelope' },
);
