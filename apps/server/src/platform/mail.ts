import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { WireLanguage } from '@remit/contract/envelope';
import type { Tx } from '../db/client';
import type { Jobs } from './jobs';

export type MailMessage = { to: string; subject: string; text: string };

/** A message's subject and body in one language. */
export type MailText = { subject: string; text: string };

/** A message to `to` in the reader's language: the Simplified Chinese text for zh_CN, the English otherwise. */
export const mailIn = (
  to: string,
  lang: WireLanguage,
  texts: Record<WireLanguage, MailText>,
): MailMessage => ({
  to,
  ...texts[lang],
});

export type Mailer = {
  /**
   * Queues the message: the caller's answer never waits on (or reveals) delivery. Given the transaction
   * of the change that sends it, the message is queued if and only if that change commits.
   */
  queue(message: MailMessage, tx?: Tx): Promise<void>;
  deliver(message: MailMessage): Promise<void>;
};

export const MAIL_QUEUE = 'mail.send';

/**
 * nodemailer: `SMTP_URL` for a real server; otherwise every message is written to DATA_DIR/outbox
 * as an .eml file and its subject logged (never its body: reset codes are secrets).
 */
export const createMailer = (
  options: { smtpUrl?: string; from: string; outboxDir: string },
  jobs: Jobs,
  log: FastifyBaseLogger,
): Mailer => {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const deliver = async (message: MailMessage) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (!options.smtpUrl) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ subject: message.subject, file }, 'mail written to outbox');
    } else {
      log.info({ subject: message.subject }, 'mail sent');
    }
  };

  return {
    deliver,
    async queue(message, tx) {
      await jobs.send(MAIL_QUEUE, message, tx);
    },
  };
};
