import { z } from 'zod';
import { cleanText } from './text';
import { isValidEmail, isValidPassword, MAX_TEXT, messages, PASSWORD_MAX } from './validation-rules';

export * from './validation-rules';

// ---- zod building blocks ----
export const requiredText = (max = MAX_TEXT) =>
  cleanText(
    z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(max, { error: messages.tooLong }),
  );

export const emailField = requiredText(254).refine((v) => isValidEmail(v), { error: messages.email });

export const passwordField = z
  .string({ error: messages.required })
  .min(1, { error: messages.required })
  .max(PASSWORD_MAX, { error: messages.password })
  .refine(isValidPassword, { error: messages.password });

/** Any password as typed at sign-in: never trimmed, never rule-checked (old accounts may predate the rule). */
export const anyPassword = z
  .string({ error: messages.required })
  .min(1, { error: messages.required })
  .max(256, { error: messages.tooLong });

export const resetCodeField = z
  .string({ error: messages.required })
  .trim()
  .regex(/^\d{6}$/, { error: messages.code });
