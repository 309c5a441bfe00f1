import { toDecimal } from '@remit/contract/money';
import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { CardStatus } from '@remit/contract/card';
import type { Tx } from '../../db/client';
import { ensureAccount } from '../../ledger/ledger.accounts';
import { lockAccounts, postEntryTx } from '../../ledger/ledger.post';
import { auditFrom, writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ChangeContext } from '../../platform/request-context';
import type { Actor } from '../../platform/session.plugin';
import { parseAmount } from '../order/order.money';
import * as records from './card.records';
import { cardEvent, type CardActor } from './card.events';
import * as repo from './card.repository';

const accountsOf = async (tx: Tx, card: repo.CardRow) => ({
  card: await ensureAccount(tx, {
    partnerId: card.partnerId,
    kind: 'card',
    ownerId: card.id,
    currency: card.currency,
  }),
  merchant: await ensureAccount(tx, {
    partnerId: card.partnerId,
    kind: 'merchant',
    ownerId: card.merchantId,
    currency: card.currency,
  }),
});

/** A top-up card takes money while it can still be used; money comes back while it is not yet closing. */
const TOP_UP_FROM: CardStatus[] = ['unactivated', 'normal', 'blocked'];
const WITHDRAW_FROM: CardStatus[] = ['unactivated', 'normal', 'blocked', 'lost', 'expired'];

/**
 * Top up a top-up card from its merchant account (130 Topup), or withdraw back to it (131 Return): one ledger
 * entry under the caller's idempotency key, so a repeat posts nothing and answers the first entry; the same
 * key with another amount is a 409.
 */
export const moveCardMoney = async (
  tx: Tx,
  who: CardActor,
  card: repo.CardRow,
  input: { action: 'topUp' | 'withdraw'; amount: string; idempotencyKey: string; reason: string },
  ctx: ChangeContext,
  actor: Actor,
) => {
  if (card.funding !== 'topUp') throw new AppError('CARD_NOT_TOP_UP');
  const status = card.status as CardStatus;
  const allowed = input.action === 'topUp' ? TOP_UP_FROM : WITHDRAW_FROM;
  if (!allowed.includes(status))
    throw new AppError('CARD_STATUS_CONFLICT', records.statusParams(status, input.action));
  const amount = parseAmount(input.amount, card.currency);
  if (input.action === 'topUp') {
    const merchant = await repo.findMerchant(tx, card.partnerId, card.merchantId);
    if (merchant?.status !== 'approved') throw new AppError('MERCHANT_CLOSED');
  }
  const { card: cardAccount, merchant } = await accountsOf(tx, card);
  const [from, to] = input.action === 'topUp' ? [merchant, cardAccount] : [cardAccount, merchant];
  const entry = await postEntryTx(tx, {
    partnerId: card.partnerId,
    type: input.action === 'topUp' ? TRANSACTION_TYPES.TOP_UP : TRANSACTION_TYPES.CARD_RETURN,
    idempotencyKey: `card:${card.id}:${input.action}:${input.idempotencyKey}`,
    description: `${input.action === 'topUp' ? 'Card top-up' : 'Card withdrawal'} ****${card.panLast4}`,
    metadata: { cardId: card.id, merchantId: card.merchantId },
    postings: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
  });
  if (!entry.replayed) {
    const details = {
      amount: toDecimal(amount, card.currency),
      currency: card.currency,
      entryId: entry.entryId,
    };
    await cardEvent(tx, who, card, input.action, null, null, input.reason, details);
    await writeAudit(tx, { ...auditFrom('card')(actor, ctx, card.id), action: input.action, after: details });
  }
  return { entryId: entry.entryId };
};

/**
 * Revoke of a top-up card: its whole balance goes back to the merchant account (131 Return). Money still on
 * hold (an authorization not yet cleared) keeps the card Closing until it settles; `done` says whether the
 * card can be Closed now.
 */
export const returnCardBalance = async (tx: Tx, card: repo.CardRow) => {
  const { card: opened, merchant } = await accountsOf(tx, card);
  // Read under the account's lock: nothing may move the balance between reading and returning it.
  const cardAccount = (await lockAccounts(tx, card.partnerId, [opened.id])).get(opened.id)!;
  if (cardAccount.onHold > 0n) return { done: false, amount: 0n };
  const amount = cardAccount.balance;
  if (amount > 0n)
    await postEntryTx(tx, {
      partnerId: card.partnerId,
      type: TRANSACTION_TYPES.CARD_RETURN,
      idempotencyKey: `card:${card.id}:revoke-return`,
      description: `Card revoked ****${card.panLast4}: balance returned`,
      metadata: { cardId: card.id, merchantId: card.merchantId },
      postings: [
        { accountId: cardAccount.id, amount: -amount },
        { accountId: merchant.id, amount },
      ],
    });
  return { done: true, amount };
};
