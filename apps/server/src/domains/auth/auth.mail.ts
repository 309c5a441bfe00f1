import type { WireLanguage } from '@remit/contract/envelope';
import { mailIn, type MailMessage } from '../../platform/mail';

export const resetCodeMail = (to: string, code: string, lang: WireLanguage, appTitle: string): MailMessage =>
  mailIn(to, lang, {
    zh_CN: {
      subject: `${appTitle} 验证码`,
      text: `您的验证码是 ${code}，30 分钟内有效，仅可使用一次。\n如果不是您本人操作，请忽略此邮件。\n`,
    },
    en: {
      subject: `${appTitle} verification code`,
      text: `Your verification code is ${code}. It is valid for 30 minutes and can be used once.\nIf you did not ask to reset your password, ignore this message.\n`,
    },
  });

/** To the owner of an account that just locked: the sign-in page itself never says so. */
export const accountLockedMail = (
  to: string,
  lang: WireLanguage,
  appTitle: string,
  minutes: number,
): MailMessage =>
  mailIn(to, lang, {
    zh_CN: {
      subject: `${appTitle} 账户已临时锁定`,
      text: `由于多次输入错误的密码或验证码（登录时或再次验证时），您的账户已锁定 ${minutes} 分钟，所有登录会话均已结束。\n如果不是您本人操作，请在解锁后修改密码并联系管理员。\n`,
    },
    en: {
      subject: `${appTitle} account locked`,
      text: `After too many wrong passwords or codes (at sign-in, or when the portal asked again) your account is locked for ${minutes} minutes and every session of it has ended.\nIf this was not you, change your password once it unlocks and tell your administrator.\n`,
    },
  });
