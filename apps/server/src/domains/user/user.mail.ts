import { randomInt } from 'node:crypto';
import type { WireLanguage } from '@remit/contract/envelope';
import { isValidPassword } from '@remit/contract/validation';
import { mailIn, type MailMessage } from '../../platform/mail';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

const pick = (chars: string) => chars[randomInt(chars.length)]!;

/**
 * A one-time password that meets the spec §5 rule: 14 characters from a CSPRNG, one of each class
 * guaranteed, look-alikes (l, 1, O, 0) left out because people type it from a mail.
 */
export const temporaryPassword = (): string => {
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
    while (chars.length < 14) chars.push(pick(ALL));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (isValidPassword(password)) return password;
  }
};

export const temporaryPasswordMail = (
  to: string,
  userName: string,
  password: string,
  lang: WireLanguage,
  appTitle: string,
): MailMessage =>
  mailIn(to, lang, {
    zh_CN: {
      subject: `${appTitle} 账户已开通`,
      text: `${userName}，您好：\n\n已为您开通 ${appTitle} 账户。\n登录邮箱：${to}\n临时密码：${password}\n\n该密码仅供首次登录使用，登录后请立即修改密码。\n`,
    },
    en: {
      subject: `Your ${appTitle} account`,
      text: `Hello ${userName},\n\nAn account on ${appTitle} has been created for you.\nSign-in email: ${to}\nTemporary password: ${password}\n\nThis password is for your first sign-in only; you will be asked to change it right away.\n`,
    },
  });
