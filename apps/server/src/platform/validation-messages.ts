import type { WireLanguage } from '@remit/contract/envelope';
import { AppError } from './errors';
import { textValidationText } from '@remit/contract/text';
import { moneyValidationText } from '@remit/contract/account';
import { feeValidationText } from '@remit/contract/fee';
import { currencyValidationText } from '@remit/contract/money';
import { payeeValidationText } from '@remit/contract/beneficiary';
import { merchantValidationText } from '@remit/contract/merchant';
import { cardValidationText } from '@remit/contract/card';
import { cardAuthorizationValidationText } from '@remit/contract/card-authorization';
import { cardLookupValidationText } from '@remit/contract/card-lookup';
import { virtualAccountValidationText } from '@remit/contract/virtual-account';
import { collectionValidationText } from '@remit/contract/collection';
import { materialValidationText } from '@remit/contract/material';

/** Server-side text for the contract's validation message keys (the web has the same in its locales). */
const text: Record<string, Record<WireLanguage, string>> = {
  'validation.required': { en: 'This field is required', zh_CN: '此项为必填项' },
  'validation.email': { en: 'The Email field must be a valid email', zh_CN: '请输入有效的邮箱地址' },
  'validation.url': { en: 'URL is invalid', zh_CN: 'URL 无效' },
  'validation.password': {
    en: 'Invalid password: at least 8 characters with a digit, a lowercase and an uppercase letter and one of ! @ # $ % ^ & * -',
    zh_CN: '密码无效：至少 8 位，须包含数字、小写字母、大写字母以及 ! @ # $ % ^ & * - 中的一个',
  },
  'validation.confirm': {
    en: 'The passwords do not match. Please try again.',
    zh_CN: '两次输入的密码不一致，请重试。',
  },
  'validation.swift': { en: 'SWIFT must be 8 or 11 characters', zh_CN: 'SWIFT 长度须为 8 或 11 位' },
  'validation.fileSize': { en: 'The file must be at most 1 MB', zh_CN: '文件不能超过 1 MB' },
  'validation.tooLong': { en: 'The value is too long', zh_CN: '内容过长' },
  'validation.code': { en: 'The verification code is 6 digits', zh_CN: '验证码为 6 位数字' },
  'validation.totp': {
    en: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    zh_CN: '请输入身份验证器应用中的 6 位验证码或一个恢复码',
  },
  ...payeeValidationText,
  ...merchantValidationText,
  ...cardValidationText,
  ...cardAuthorizationValidationText,
  ...cardLookupValidationText,
  ...virtualAccountValidationText,
  ...collectionValidationText,
  ...materialValidationText,
  ...moneyValidationText,
  ...feeValidationText,
  ...textValidationText,
  ...currencyValidationText,
};

const generic: Record<WireLanguage, string> = { en: 'The value is invalid', zh_CN: '取值无效' };

/** zod's own messages (wrong type, unknown enum…) are not keys: they fall back to a generic text. */
export const validationText = (message: string, lang: WireLanguage) => text[message]?.[lang] ?? generic[lang];

/**
 * Refused fields as the envelope's VALIDATION: each field's messages in the caller's language, and one
 * "field: message" line of them all (a body's schema and a multipart form's fields alike).
 */
export const validationFailure = (issues: { field: string; message: string }[], lang: WireLanguage) => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[issue.field || '_'] ??= []).push(validationText(issue.message, lang));
  const detail = Object.entries(fieldErrors)
    .map(([f, m]) => `${f}: ${m.join(', ')}`)
    .join('; ');
  return new AppError('VALIDATION', { detail }, fieldErrors);
};
