import type { ReceivedMail } from './smtp';

/** The plain-text body of a received message, with its transfer encoding (base64 or quoted-printable) undone. */
export const mailText = (mail: ReceivedMail): string => {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

/** The temporary password in a new-user mail (English or Chinese). */
export const temporaryPasswordIn = (mail: ReceivedMail): string => {
  const match = /(?:Temporary password|临时密码)[:：]\s*(\S+)/.exec(mailText(mail));
  if (!match?.[1]) throw new Error(`no temporary password in mail to ${mail.to.join(', ')}`);
  return match[1];
};
