import { useRef } from 'react';

/**
 * The idempotency key of one submission: the same key until it is renewed (after the order is made, or when
 * the dialog closes), so a double click or a retry makes one order.
 */
export const useIdempotencyKey = (prefix = '') => {
  const key = useRef('');
  if (!key.current) key.current = `${prefix}${crypto.randomUUID()}`;
  const renew = () => {
    key.current = `${prefix}${crypto.randomUUID()}`;
  };
  return [key, renew] as const;
};
