import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP listener: the server under test sends through it and tests read what arrived. */
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
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
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
    async codeFor(to: string, after = 0) {
      const mail = await waitForMail(to, { after });
      const match = /\b(\d{6})\b/.exec(
        mail.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      );
      if (!match?.[1]) throw new Error(`no code in mail to ${to}`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
