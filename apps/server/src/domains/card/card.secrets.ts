import {
  CARD_RESET_CODE_MAX_ATTEMPTS,
  CARD_RESET_CODE_MINUTES,
  expiryText,
  maskPan,
  type CardSecret,
} from '@remit/contract/card';
import type { WireLanguage } from '@remit/contract/envelope';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { hashPassword, newId, safeEqualHex, sha256, sixDigitCode } from '../../platform/crypto';
import { mailIn, type MailMessage, type Mailer } from '../../platform/mail';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './card.repository';
import { cardEvent, personOf } from './card.events';
import { audit, type SecretAction, type SecretHandler } from './card.service';

const secretName: Record<CardSecret, { en: string; zh_CN: string }> = {
  pin: { en: 'PIN', zh_CN: 'PIN' },
  acsPassword: { en: 'ACS password', zh_CN: 'ACS 密码' },
};

const resetCodeMail = (
  to: string,
  code: string,
  secret: CardSecret,
  last4: string,
  lang: WireLanguage,
  appTitle: string,
): MailMessage =>
  mailIn(to, lang, {
    zh_CN: {
      subject: `${appTitle} 卡片${secretName[secret].zh_CN}重置验证码`,
      text: `尾号 ${last4} 的卡片${secretName[secret].zh_CN}重置验证码为 ${code}，${CARD_RESET_CODE_MINUTES} 分钟内有效，仅可使用一次。\n如果不是您本人申请，请忽略此邮件，您的${secretName[secret].zh_CN}不会改变。\n`,
    },
    en: {
      subject: `${appTitle} code to reset your card's ${secretName[secret].en}`,
      text: `The code to reset the ${secretName[secret].en} of your card ending ${last4} is ${code}. It is valid for ${CARD_RESET_CODE_MINUTES} minutes and can be used once.\nIf you did not ask for it, ignore this message: nothing changes.\n`,
    },
  });

/** The card's information for its cardholder: masked number and expiry only, never the CVV2. */
const cardInfoMail = (to: string, card: repo.CardRow, lang: WireLanguage, appTitle: string): MailMessage => {
  const number = maskPan(card.bin, card.panLast4);
  const expiry = expiryText(card.expiryMonth, card.expiryYear);
  return mailIn(to, lang, {
    zh_CN: {
      subject: `${appTitle} 您的卡片信息`,
      text: `持卡人：${card.cardholderName}\n卡号：${number}\n有效期：${expiry}\n币种：${card.currency}\n出于安全考虑，邮件中不包含完整卡号和 CVV2。\n`,
    },
    en: {
      subject: `${appTitle} your card information`,
      text: `Cardholder: ${card.cardholderName}\nCard number: ${number}\nExpiry: ${expiry}\nCurrency: ${card.currency}\nFor your safety this message never holds the full number or the CVV2.\n`,
    },
  });
};

const codeHash = (cardId: string, secret: CardSecret, code: string) => sha256(`${cardId}:${secret}:${code}`);

/** Takes the open code of a card's secret: true when `code` is right; a wrong one uses up one of the tries. */
const consumeCode = async (tx: Tx, cardId: string, secret: CardSecret, code: string) => {
  const open = await repo.lockResetCode(tx, cardId, secret);
  if (!open || open.usedAt || open.expiresAt <= new Date() || open.attempts >= CARD_RESET_CODE_MAX_ATTEMPTS)
    return false;
  if (!safeEqualHex(open.codeHash, codeHash(cardId, secret, code))) {
    await repo.countResetCodeTry(tx, open.id);
    return false;
  }
  await repo.markResetCodeUsed(tx, open.id);
  return true;
};

/**
 * A card's secrets (spec §4: update or reset the PIN and the ACS password, send card information to the
 * email): both kept only as slow hashes; a reset needs the one-time code mailed to the cardholder's
 * registered address, which is the only address card mail ever goes to.
 */
export const createCardSecrets = (deps: { mailer?: Mailer; appTitle: string }): SecretHandler => {
  const cardholderEmail = async (tx: Tx, card: repo.CardRow) =>
    (await repo.merchantEmail(tx, card.partnerId, card.merchantId))!;
  const mail = async (tx: Tx, message: MailMessage) => {
    if (!deps.mailer) throw new Error('card mail needs a mailer');
    await deps.mailer.queue(message, tx);
  };

  /** Runs one secret action on a locked, live card, with its history step and audit entry. */
  return async (tx: Tx, actor: Actor, card: repo.CardRow, input: SecretAction, ctx: ChangeContext) => {
    const changes: Partial<repo.CardRow> = {};
    const details: Record<string, unknown> = {};
    switch (input.action) {
      case 'setPin':
        changes.pinHash = await hashPassword(input.pin);
        break;
      case 'setAcsPassword':
        changes.acsPasswordHash = await hashPassword(input.password);
        break;
      case 'resetPin':
      case 'resetAcsPassword': {
        const secret: CardSecret = input.action === 'resetPin' ? 'pin' : 'acsPassword';
        if (!(await consumeCode(tx, card.id, secret, input.code))) {
          // The wrong try is counted (the caller commits, then refuses).
          await writeAudit(tx, { ...audit(actor, ctx, card.id), action: `${input.action}.refused` });
          return 'refused';
        }
        if (input.action === 'resetPin') changes.pinHash = await hashPassword(input.pin);
        else changes.acsPasswordHash = await hashPassword(input.password);
        break;
      }
      case 'sendResetCode': {
        const code = sixDigitCode();
        const values = {
          codeHash: codeHash(card.id, input.secret, code),
          attempts: 0,
          usedAt: null,
          expiresAt: new Date(Date.now() + CARD_RESET_CODE_MINUTES * 60_000),
          createdAt: new Date(),
        };
        await repo.upsertResetCode(tx, values, {
          id: newId(),
          partnerId: card.partnerId,
          cardId: card.id,
          secret: input.secret,
        });
        await mail(
          tx,
          resetCodeMail(
            await cardholderEmail(tx, card),
            code,
            input.secret,
            card.panLast4,
            ctx.lang,
            deps.appTitle,
          ),
        );
        details.secret = input.secret;
        break;
      }
      case 'sendInfo':
        await mail(tx, cardInfoMail(await cardholderEmail(tx, card), card, ctx.lang, deps.appTitle));
        break;
    }
    if (Object.keys(changes).length) await repo.updateCard(tx, card.id, changes);
    await cardEvent(tx, personOf(actor), card, input.action, null, null, '', details);
    await writeAudit(tx, { ...audit(actor, ctx, card.id), action: input.action });
    return 'done';
  };
};
