import { isValidPhoneNumber } from 'libphonenumber-js/max';
import type { z } from 'zod';
import { E164_PATTERN, isPlanPhoneNumber } from './phone';

/*
 * Server only: libphonenumber's full ("max") metadata is about twice the small one, so the web bundle
 * never imports this module.
 */

/** E.164 and a number in a range the country's plan assigns (fixed line, mobile, toll-free, VoIP…). */
export const isFullPlanPhoneNumber = (value: string) => E164_PATTERN.test(value) && isValidPhoneNumber(value);

/**
 * The server's check of a request's `phone` by the full metadata, on top of the contract schema's own
 * (small-metadata) check, with the same message key so the form shows it under the field.
 */
export const withFullPhoneCheck = <T extends z.ZodType<{ phone?: string }>>(schema: T): T =>
  schema.superRefine((value, ctx) => {
    // A number the schema's own check refused already carries the message once.
    if (value.phone && isPlanPhoneNumber(value.phone) && !isFullPlanPhoneNumber(value.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
  });
