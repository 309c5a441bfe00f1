import { z } from 'zod';
import { anyPassword, emailField, passwordField, resetCodeField } from './validation';
import { wireLanguage } from './envelope';

/** Spec §7 login: email and password; header g_score is accepted. */
export const loginRequest = z.object({
  email: emailField,
  password: anyPassword,
  language: wireLanguage.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const abilityRule = z.object({
  action: z.string(),
  subject: z.string(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.array(z.string()).optional(),
  inverted: z.boolean().optional(),
});

export const userInfo = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  isOperator: z.boolean(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  timezone: z.string(),
  language: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const sessionData = z.object({
  userInfo,
  userAbilityRules: z.array(abilityRule),
  isEasyPassword: z.boolean(),
  /** The partner requires a second factor and this user has none yet: enrol before anything else. */
  mustEnrolTwoFactor: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type SessionData = z.infer<typeof sessionData>;

export const loginData = sessionData.extend({ token: z.string() });
export type LoginData = z.infer<typeof loginData>;

export const forgotPasswordRequest = z.object({ email: emailField, language: wireLanguage.optional() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const verifyResetCodeRequest = z.object({
  email: emailField,
  code: resetCodeField,
  password: passwordField,
  language: wireLanguage.optional(),
});
export type VerifyResetCodeRequest = z.infer<typeof verifyResetCodeRequest>;

/** Spec §7: token, old_password, new_password; answers `{ code, data, msg }`. */
export const changePasswordRequest = z.object({
  token: z.string().max(256).optional(),
  old_password: anyPassword,
  new_password: passwordField,
  language: wireLanguage.optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Spec §7 global configuration request (dtoName getConfigs); answers `{ code, dto, msg }`. */
export const configsRequest = z.object({
  requestId: z.string().max(64).optional(),
  partnerId: z.string().max(64).optional(),
  operUId: z.string().max(64).optional(),
  dtoName: z.literal('getConfigs'),
  language: wireLanguage.optional(),
});
export type ConfigsRequest = z.infer<typeof configsRequest>;

export const configsDto = z.object({
  appTitle: z.string(),
  sandbox: z.boolean(),
  defaultTimezone: z.string(),
  balanceCurrencies: z.array(z.string()),
  pageSizes: z.array(z.number()),
  maxUploadBytes: z.number(),
  resetCodeMinutes: z.number(),
});
export type ConfigsDto = z.infer<typeof configsDto>;

export { CONFIGS_PATH } from './wire-constants';
