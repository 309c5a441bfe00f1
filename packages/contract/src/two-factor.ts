import { z } from 'zod';
import { wireLanguage } from './envelope';
import { messages } from './validation';
import { loginData } from './auth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between a right password and the code stays open. */
export const TWO_FACTOR_STEP_MINUTES = 5;

export const TWO_FACTOR_LOGIN_PATH = '/api/dashboard/login-two-factor';
export const TWO_FACTOR_ENROL_PATH = '/api/dashboard/app/user/two-factor/enrol';
export const TWO_FACTOR_CONFIRM_PATH = '/api/dashboard/app/user/two-factor/confirm';

/** A 6-digit code from the app, or one recovery code (`XXXXX-XXXXX`, case and dash optional). */
export const totpCodeField = z
  .string({ error: messages.required })
  .trim()
  .regex(/^\d{6}$/, { error: messages.totp });
export const secondFactorField = z
  .string({ error: messages.required })
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, { error: messages.totp });

/** The answer to a right password when the user has a second factor: no session yet. */
export const twoFactorStep = z.object({ twoFactorToken: z.string() });
export type TwoFactorStep = z.infer<typeof twoFactorStep>;

export const loginAnswer = z.union([loginData, twoFactorStep]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const twoFactorLoginRequest = z.object({
  twoFactorToken: z.string({ error: messages.required }).min(1).max(256),
  code: secondFactorField,
  language: wireLanguage.optional(),
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequest>;

export const twoFactorEnrolData = z.object({
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: z.string(),
  /** The same secret in base32, for typing in by hand. */
  secret: z.string(),
  /** A PNG data URL of the QR code. */
  qrCode: z.string(),
});
export type TwoFactorEnrolData = z.infer<typeof twoFactorEnrolData>;

export const twoFactorConfirmRequest = z.object({ code: totpCodeField, language: wireLanguage.optional() });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequest>;

/** Shown once: only their hashes are kept. */
export const twoFactorConfirmData = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmData = z.infer<typeof twoFactorConfirmData>;

/** An administrator ends a user's second factor (the user enrols again at the next sign-in). */
export const twoFactorResetRequest = z.object({ id: z.string().uuid(), language: wireLanguage.optional() });

/** The partner's two-factor policy. */
export const twoFactorPolicy = z.object({ requireTwoFactor: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;
export const twoFactorPolicyRequest = twoFactorPolicy.extend({ language: wireLanguage.optional() });
