import type { WireLanguage } from '@remit/contract/envelope';
import type { MailMessage } from '../../platform/mail';

export const resetCodeMail = (to: string, code: string, lang: WireLanguage, appTitle: string): MailMessage =>
  lang === 'zh_CN'
    ? {
        to,
        subject: `${appTitle} 验证码`,
        text: `您的验证码是 ${code}，30 分钟内有效，仅可使用一次。\n如果不是您本人操作，请忽略此邮件。\n`,
      }
    : {
        to,
        subject: `${appTitle} verification code`,
        text: `Your verification code is ${code}. It is valid for 30 minutes and can be used once.\nIf you did not ask to reset your password, ignore this message.\n`,
      };
