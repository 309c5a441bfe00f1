import { CARD_LOOKUP_REQUEST_ID_PREFIX } from '@remit/contract/card-lookup';

/** Spec §9: card-balance lookups carry request IDs of their own: "CB", three random digits, a ms timestamp. */
export const newCardRequestId = (now = Date.now(), random = Math.random) =>
  `${CARD_LOOKUP_REQUEST_ID_PREFIX}${String(Math.floor(random() * 1000)).padStart(3, '0')}${now}`;
