import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message as it arrived: its envelope recipients, its decoded subject and plain text, and its raw source. */
export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

/** The 6-digit verification code in a message's text. */
export const codeIn = (mail: ReceivedMail): string => {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the message to ${mail.to.join(', ')}:\n${mail.text}`);
  return code;
};

/** The temporary password in a new-user mail (English or Chinese). */
export const temporaryPasswordIn = (mail: ReceivedMail): string => {
  const match = /(?:Temporary password|临时密码)[:：]\s*(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no temporary password in mail to ${mail.to.join(', ')}`);
  return match[1];
};

/**
 * A real SMTP listener: the server under test sends through it and tests read what arrived, each message parsed
 * (MIME parts, transfer encodings, encoded headers) by mailparser.
 */
export const startSmtp = async () => {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            inbox.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              raw: raw.toString('utf8'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const waitForMail = async (to: string, { after = 0, timeoutMs = 90_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = inbox.slice(after).find((m) => m.to.includes(to.toLowerCase()));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitForMail,
    /** The 6-digit code of the latest reset mail to this address. */
    codeFor: async (to: string, after = 0) => codeIn(await waitForMail(to, { after })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
