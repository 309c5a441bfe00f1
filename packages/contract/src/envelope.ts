import { z } from 'zod';

export { SUCCESS_CODE } from './wire-constants';

/** DESIGN §4: every answer is `{ code, msg, data }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), msg: z.string(), data });

export const errorEnvelope = z.object({
  code: z.string(),
  msg: z.string(),
  data: z
    .object({
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    })
    .nullable(),
});

export type Envelope<T> = { code: string; msg: string; data: T };

/** Request language on the wire (spec §7): any Chinese locale maps to zh_CN, otherwise en. */
export const wireLanguage = z.enum(['en', 'zh_CN']);
export type WireLanguage = z.infer<typeof wireLanguage>;

export const toWireLanguage = (locale: string | undefined | null): WireLanguage =>
  locale && /^zh/i.test(locale) ? 'zh_CN' : 'en';
