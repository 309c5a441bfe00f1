/**
 * Just enough MIME to read the messages the server sends in tests: headers, multipart, base64 and
 * quoted-printable. Not a general mail parser.
 */
export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

const splitHead = (raw: string) => {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  return at === -1
    ? { head: normalized, body: '' }
    : { head: normalized.slice(0, at), body: normalized.slice(at + 2) };
};

const headers = (head: string) => {
  const map = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
};

const decodeQuotedPrintable = (text: string) => {
  const bytes = text
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
};

/** RFC 2047 encoded words in headers (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`). */
const decodeWords = (value: string) =>
  value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

const decodeBody = (body: string, encoding: string | undefined) => {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** The text parts of a message (or part), decoded, in order. */
const textParts = (raw: string): string[] => {
  const { head, body } = splitHead(raw);
  const h = headers(head);
  const type = h.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\n/, '')));
  }
  return /^text\//i.test(type) ? [decodeBody(body, h.get('content-transfer-encoding'))] : [];
};

export const parseMail = (raw: string, envelopeTo: string[]): ReceivedMail => {
  const h = headers(splitHead(raw).head);
  const headerTo = (h.get('to') ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
  return {
    to: [...new Set([...envelopeTo, ...headerTo].map((a) => a.toLowerCase()))],
    subject: decodeWords(h.get('subject') ?? ''),
    text: textParts(raw).join('\n'),
    raw,
  };
};

/** The 6-digit verification code in a message's text. */
export const codeIn = (mail: ReceivedMail): string => {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the message to ${mail.to.join(', ')}:\n${mail.text}`);
  return code;
};
