import { and, eq } from 'drizzle-orm';
import { CARD_LOOKUP_TRANSACTIONS } from '@remit/contract/card-lookup';
import { toDecimal, toMinor } from '@remit/contract/currency';
import { ledgerHolds } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../helpers/app';
import {
  BARE_CODE,
  CODE_WITH_LABEL,
  PENDING,
  sum,
  type Account,
  type AuditContext,
  type Card,
  type CardBalance,
  type LookupBalance,
  type Txn,
} from './money-story.context';

// The money story's cards: Card Details, Card Balances and the public card lookup.

/** Lookups made: each comes from an address of its own, so the per-address limit never bites. */
let lookups = 0;

/** A card: Card Details, Card Balances (once, its own account) and the public lookup, against its account. */
export const card = async (
  ctx: AuditContext,
  c: Card,
  accounts: Account[],
  balanceRows: CardBalance[],
  txns: Map<string, Txn[]>,
) => {
  const { fail, data, figures } = ctx;
  const own = c.funding === 'topUp';
  const a = accounts.find((x) =>
    own
      ? x.kind === 'card' && x.ownerId === c.id
      : x.kind === 'merchant' && x.ownerId === c.merchantId && x.currency === c.currency,
  );
  const want = a ? figures(a) : { ledger: toDecimal(0n, c.currency), available: toDecimal(0n, c.currency) };
  const tag = `card ****${c.last4} (${c.funding}, ${c.status})`;
  const detail = (await data<{ balance: CardBalance }>('card', 'get', { id: c.id })).balance;
  if (
    detail.balance !== want.ledger ||
    detail.available !== want.available ||
    detail.accountId !== (a?.id ?? null)
  )
    fail(
      'Card Details',
      `${tag} shows ${detail.balance} / ${detail.available}, its account ${want.ledger} / ${want.available}`,
    );
  const rows = balanceRows.filter((r) => r.cardId === c.id);
  if (rows.length !== 1) fail('Card Balances', `${tag} appears ${rows.length} times`);
  for (const r of rows)
    if (
      r.accountId !== (a?.id ?? null) ||
      r.balance !== want.ledger ||
      r.available !== want.available ||
      r.currency !== c.currency
    )
      fail(
        'Card Balances',
        `${tag} row shows ${r.balance} / ${r.available} ${r.currency} of account ${r.accountId?.slice(-6)}, its own ${want.ledger} / ${want.available} ${c.currency}`,
      );
  await lookup(ctx, c, tag, a, a ? (txns.get(a.id) ?? []) : []);
};

export const lookup = async (
  ctx: AuditContext,
  c: Card,
  tag: string,
  a: Account | undefined,
  rows: Txn[],
) => {
  const { t, partnerId, fail, data } = ctx;
  const where = `Public card lookup of ${tag}`;
  const { grant } = await data<{ grant: string }>('card', 'get-by', { id: c.id, password: DEMO_PASSWORD });
  const secret = await data<{ pan: string; expiry: string; cvv2: string }>('card', 'reveal', {
    id: c.id,
    grant,
  });
  const remoteAddress = `10.28.${Math.floor(++lookups / 250)}.${(lookups % 250) + 1}`;
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/portal/card-lookup/token',
    payload: { pan: secret.pan, expiry: secret.expiry, cvv2: secret.cvv2 },
    remoteAddress,
  });
  if (token.statusCode !== 200) return; // a card the lookup does not open (closed, lost): nothing shown to compare
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/portal/card-lookup/balance',
    payload: {},
    headers: { card_token: (token.json() as { data: { cardToken: string } }).data.cardToken },
    remoteAddress,
  });
  const shown = (res.json() as { data: LookupBalance }).data;
  const available = a ? toDecimal(a.balance - a.onHold, a.currency) : toDecimal(0n, c.currency);
  if (shown.available !== available || shown.currency !== c.currency)
    fail(where, `shows ${shown.available} ${shown.currency}, its account ${available} ${c.currency}`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const line of shown.transactions) {
    const r = byId.get(line.id);
    if (!r) fail(where, `line ${line.id} is not on its account's Transactions`);
    else if (
      line.type !== r.type ||
      line.status !== r.status ||
      toMinor(line.amount.replace('-', ''), c.currency) !== toMinor(r.amount, c.currency)
    )
      fail(
        where,
        `line ${line.id} reads ${line.type}/${line.status} ${line.amount}, Transactions ${r.type}/${r.status} ${r.amount}`,
      );
    if (
      !line.description.trim() ||
      CODE_WITH_LABEL.test(line.description) ||
      BARE_CODE.test(line.description)
    )
      fail(where, `line ${line.id} (type ${line.type}) is described as "${line.description}"`);
    if (
      r &&
      [140, 141].includes(r.type) &&
      r.counterpartyName &&
      !line.description.includes(r.counterpartyName)
    )
      fail(
        where,
        `card line ${line.id} does not name the merchant "${r.counterpartyName}": "${line.description}"`,
      );
  }
  // The money the card holds is on its list as pending (its whole history fits the list: all of it).
  const holds = await t.db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.partnerId, partnerId), eq(ledgerHolds.status, 'pending')));
  const held = sum(
    holds.filter((h) => (h.metadata as { cardId?: string } | null)?.cardId === c.id).map((h) => h.remaining),
  );
  const pendingLines = sum(
    shown.transactions
      .filter((l) => l.status === PENDING)
      .map((l) => toMinor(l.amount.replace('-', ''), c.currency)),
  );
  if (shown.transactions.length < CARD_LOOKUP_TRANSACTIONS ? pendingLines !== held : pendingLines > held)
    fail(
      where,
      `its pending lines hold ${toDecimal(pendingLines, c.currency)}, the card has ${toDecimal(held, c.currency)} on hold`,
    );
  if (c.funding === 'topUp' && a) {
    // The card's own account: the lookup's lines are its latest transactions, holds among them as pending.
    const latest = rows.slice(0, CARD_LOOKUP_TRANSACTIONS).map((r) => `${r.id}/${r.status}`);
    const lines = shown.transactions.map((l) => `${l.id}/${l.status}`);
    if (JSON.stringify(lines) !== JSON.stringify(latest))
      fail(where, `lists ${lines.join(', ')}; its latest transactions are ${latest.join(', ')}`);
  }
};
