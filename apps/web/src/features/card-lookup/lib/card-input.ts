import { isLuhnValid } from '@remit/contract/card';
import { CVV2_PATTERN, EXPIRY_PATTERN, normalizePan, PAN_INPUT_PATTERN } from '@remit/contract/card-lookup';
import { z } from 'zod';

/** The inquery form's rules: the server's, plus the Luhn check digit so a mistyped number never leaves. */
export const inqueryForm = z.object({
  pan: z
    .string()
    .trim()
    .min(1, { error: 'cardLookup.validation.panRequired' })
    .refine((v) => PAN_INPUT_PATTERN.test(v) && /^\d{12,19}$/.test(normalizePan(v)), {
      error: 'cardLookup.validation.pan',
    })
    .refine((v) => isLuhnValid(normalizePan(v)), { error: 'cardLookup.validation.luhn' }),
  expiry: z.string().trim().regex(EXPIRY_PATTERN, { error: 'cardLookup.validation.expiry' }),
  cvv2: z.string().regex(CVV2_PATTERN, { error: 'cardLookup.validation.cvv2' }),
});
export type InqueryInput = z.input<typeof inqueryForm>;
export type InqueryValues = z.output<typeof inqueryForm>;

/** Groups of four as the number is typed ("4999 9901 2345 6789"); digits and spaces only. */
export const formatPanInput = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "0729" or "07/29" as MM/YY, the slash added after the month. */
export const formatExpiryInput = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
