import { and, eq } from 'drizzle-orm';
import { networkMessageRequest, type NetworkMessageRequest } from '@remit/contract/card-authorization';
import type { Db } from '../client';
import { cards, merchants, users } from '../schema/index';
import { createSandboxFx } from '../../adapters/fx/fx.sandbox';
import { createCardAuthorizationService } from '../../domains/card-authorization/card-authorization.service';
import type { Actor } from '../../platform/session.plugin';
import { firstWhere } from '../lookup';

const CTX = { ip: '127.0.0.1', lang: 'en' as const };

/**
 * A month of card use on Wei Chen's virtual shared USD card, through the processor as the network's messages
 * would arrive: a coffee cleared exactly, a hotel grown by an incremental and cleared below it, a software
 * subscription still on hold, a partial refund, a verification and a purchase declined by the single limit.
 */
export const seedCardAuthorizations = async (db: Db, ids: { demoId: string }) => {
  const admin = await firstWhere(db, users, { partnerId: ids.demoId, userName: 'Demo Administrator' });
  const [wei] = await db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(merchants, eq(merchants.id, cards.merchantId))
    .where(
      and(
        eq(cards.partnerId, ids.demoId),
        eq(merchants.firstName, 'Wei'),
        eq(cards.funding, 'shared'),
        eq(cards.model, 'virtual'),
        eq(cards.currency, 'USD'),
        eq(cards.status, 'normal'),
      ),
    )
    .limit(1);
  if (!admin || !wei) return;
  const actor = { userId: admin.id, partnerId: ids.demoId, user: admin } as unknown as Actor;
  const service = createCardAuthorizationService({ db, fx: createSandboxFx() });
  const send = (message: Record<string, unknown>) =>
    service.handle(actor, networkMessageRequest.parse(message) as NetworkMessageRequest, CTX);
  const buy = (
    n: string,
    amount: string,
    acceptorName: string,
    mcc: string,
    currency = 'USD',
    country = 'US',
  ) =>
    send({
      networkMessageId: `seed-${n}`,
      type: 'authorization',
      cardId: wei.id,
      amount,
      currency,
      acceptorName,
      mcc,
      country,
    });

  const coffee = await buy('coffee-1', '42.80', 'Blue Bottle Coffee', '5814');
  await send({
    networkMessageId: 'seed-coffee-1-clear',
    type: 'clearing',
    originalId: coffee.id,
    amount: '42.80',
  });
  const hotel = await buy('hotel-1', '310.00', 'Hilton Shenzhen', '7011', 'USD', 'CN');
  await send({
    networkMessageId: 'seed-hotel-1-inc',
    type: 'incremental',
    originalId: hotel.id,
    amount: '80.00',
  });
  await send({
    networkMessageId: 'seed-hotel-1-clear',
    type: 'clearing',
    originalId: hotel.id,
    amount: '365.50',
  });
  await send({
    networkMessageId: 'seed-hotel-1-refund',
    type: 'refund',
    originalId: hotel.id,
    amount: '25.00',
  });
  await buy('aws-1', '129.99', 'Amazon Web Services', '5734');
  await buy('flight-1', '920.00', 'Lufthansa', '3008', 'EUR', 'DE');
  await send({
    networkMessageId: 'seed-verify-1',
    type: 'verification',
    cardId: wei.id,
    acceptorName: 'Stripe',
    mcc: '5999',
  });
  await buy('watch-1', '9800.00', 'Luxury Watches Ltd', '5944', 'USD', 'GB');
};
