/**
 * `npm run card:replay -- <file.jsonl>`: sends a file of card-network messages to a running server's sandbox
 * network (`card-authorization/call`), one JSON object per line, in order, and prints each decision.
 *
 * A line is a network message as the contract has it (`type`, `networkMessageId`, `amount`, `currency`,
 * `acceptorName`, `mcc` …) with two conveniences: `card` (a card's last 4 digits, looked up in the partner's
 * cards) instead of `cardId`, and `original` (the `networkMessageId` of an earlier line) instead of
 * `originalId`. Replaying the same file twice changes nothing: each message id is decided once.
 *
 * BASE_URL (default http://127.0.0.1:3000), EMAIL and PASSWORD (default the demo administrator).
 * Exits 1 when a line is refused (the server's message is printed), 0 otherwise.
 */
import { readFileSync } from 'node:fs';

type Envelope<T> = { code: string; msg: string; data: T };
type Decision = {
  id: string;
  originalId: string | null;
  recordNo: string;
  authStatus: string;
  responseCode: string;
  reason: string;
  settleStatus: string | null;
};

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const EMAIL = process.env.EMAIL ?? 'admin@demo.test';
const PASSWORD = process.env.PASSWORD ?? 'Demo@2026!';

const post = async <T>(path: string, body: unknown, token?: string) => {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<T>;
  return { status: res.status, answer };
};

const main = async () => {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run card:replay -- <messages.jsonl>');
    return 2;
  }
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const login = await post<{ token: string }>('/api/dashboard/login-remittance', {
    email: EMAIL,
    password: PASSWORD,
  });
  if (login.status !== 200) {
    console.error(`sign-in failed: ${login.answer.msg}`);
    return 2;
  }
  const token = login.answer.data.token;
  const cards = await post<{ records: { id: string; last4: string; status: string }[] }>(
    '/api/portal/cms/card/page',
    { page: 1, size: 100 },
    token,
  );
  const byLast4 = new Map(cards.answer.data.records.map((c) => [c.last4, c.id]));
  const decided = new Map<string, string>();
  let refused = 0;
  for (const [i, line] of lines.entries()) {
    const { card, original, ...message } = JSON.parse(line) as Record<string, unknown>;
    if (card !== undefined) message.cardId = byLast4.get(String(card)) ?? String(card);
    if (original !== undefined) message.originalId = decided.get(String(original)) ?? String(original);
    const { status, answer } = await post<Decision>(
      '/api/portal/cms/card-authorization/call',
      message,
      token,
    );
    if (status !== 200) {
      refused++;
      console.log(`${i + 1}  ${String(message.type)}  refused ${status}: ${answer.msg}`);
      continue;
    }
    const d = answer.data;
    decided.set(String(message.networkMessageId), d.originalId ?? d.id);
    console.log(
      `${i + 1}  ${String(message.type).padEnd(12)} ${d.recordNo}  ${d.authStatus.padEnd(8)} ${d.responseCode}` +
        `${d.settleStatus ? `  ${d.settleStatus}` : ''}${d.reason ? `  ${d.reason}` : ''}`,
    );
  }
  return refused ? 1 : 0;
};

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
