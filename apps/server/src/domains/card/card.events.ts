import type { CardChannel, CardStatus } from '@remit/contract/card';
import type { Tx } from '../../db/client';
import { newId } from '../../platform/crypto';
import type { Actor } from '../../platform/session.plugin';
import * as repo from './card.repository';

/** Who made a change, for the card's history: a person through a channel, or the system. */
export type CardActor = { userId: string | null; name: string; channel: CardChannel };
export const SYSTEM: CardActor = { userId: null, name: 'System', channel: 'system' };
export const personOf = (actor: Actor, channel: CardChannel = 'portal'): CardActor => ({
  userId: actor.userId,
  name: actor.user.userName,
  channel,
});

/** A card's history step, written in the transaction of the change. */
export const cardEvent = (
  tx: Tx,
  who: CardActor,
  card: { id: string; partnerId: string },
  action: string,
  from: CardStatus | null,
  to: CardStatus | null,
  reason = '',
  details: Record<string, unknown> = {},
) =>
  repo.insertEvent(tx, {
    id: newId(),
    partnerId: card.partnerId,
    cardId: card.id,
    action,
    fromStatus: from,
    toStatus: to,
    reason,
    channel: who.channel,
    details,
    actorId: who.userId,
    actorName: who.name,
  });
