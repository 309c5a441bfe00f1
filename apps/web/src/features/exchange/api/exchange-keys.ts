/** Query keys of the exchange screens (CONVENTIONS 8). */
export const exchangeKeys = {
  all: ['exchange'] as const,
  orders: (request: object) => [...exchangeKeys.all, 'orders', request] as const,
  order: (id: string) => [...exchangeKeys.all, 'order', id] as const,
  balances: () => [...exchangeKeys.all, 'balances'] as const,
};
