import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { fileNameField } from '@remit/contract/text';
import { isUploadMimeType, MAX_FILE_BYTES, type UploadMimeType } from '@remit/contract/upload';
import { AppError } from './errors';
import { requestLanguage } from './language';
import { validationFailure } from './validation-messages';

/** A file as a multipart body carried it: the name as sent (display only, never a path) and its bytes. */
export type ReceivedFile = { fileName: string; bytes: Buffer };
/** A file whose bytes were checked: what they are, not what the name says. */
export type CheckedFile = ReceivedFile & { contentType: UploadMimeType; ext: string };

/**
 * The upload rule (spec §5, DESIGN §6): not empty, at most 1 MB, and PDF, JPEG or PNG as decided from the
 * bytes — a renamed executable is refused naming what it really is.
 */
export const checkUpload = async (file: ReceivedFile): Promise<CheckedFile> => {
  if (file.bytes.length === 0) throw new AppError('FILE_EMPTY');
  if (file.bytes.length > MAX_FILE_BYTES) throw new AppError('FILE_TOO_LARGE');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !isUploadMimeType(detected.mime))
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { detected: detected?.mime ?? 'not a known file type' });
  return { ...file, contentType: detected.mime, ext: detected.ext };
};

/**
 * Reads a whole multipart body: its text fields (checked by `schema`) and the file parts named in
 * `fileParts` (each read whole: at most 1 MB under the scope's multipart limits; a larger one is refused
 * naming the limit, never cut; its name passes the file-name rule). Unknown file parts are refused; a missing
 * one is simply absent.
 */
export const readMultipart = async <S extends z.ZodType, F extends string>(
  request: FastifyRequest,
  schema: S,
  fileParts: readonly F[],
): Promise<{ fields: z.infer<S>; files: Partial<Record<F, ReceivedFile>> }> => {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  const raw: Record<string, unknown> = {};
  const files: Partial<Record<F, ReceivedFile>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (!(fileParts as readonly string[]).includes(part.fieldname) || files[part.fieldname as F]) {
        part.file.resume();
        throw new AppError(
          'VALIDATION',
          { detail: `${part.fieldname}: not expected` },
          {
            [part.fieldname]: ['not expected'],
          },
        );
      }
      // The name is shown and stored: the text rule, like every other string.
      const name = fileNameField.safeParse(part.filename ?? '');
      if (!name.success) {
        part.file.resume();
        throw validationFailure(
          name.error.issues.map((i) => ({ field: part.fieldname, message: i.message })),
          requestLanguage(request),
        );
      }
      files[part.fieldname as F] = { fileName: name.data, bytes: await part.toBuffer() };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('FILE_MISSING');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw validationFailure(
      parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      requestLanguage(request),
    );
  return { fields: parsed.data, files };
};

/** A stored file, as its bytes: never sniffed by the browser, named for a download. */
export const sendFile = (reply: FastifyReply, f: { fileName: string; contentType: string; bytes: Buffer }) =>
  reply
    .header('content-type', f.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(f.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.bytes);
