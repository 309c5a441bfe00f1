/** Query keys of the withdrawal screens (CONVENTIONS 8). */
export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  accounts: (request: object) => [...withdrawalKeys.all, 'accounts', request] as const,
  beneficiaries: () => [...withdrawalKeys.all, 'beneficiaries'] as const,
  orders: (request: object) => [...withdrawalKeys.all, 'orders', request] as const,
  order: (id: string) => [...withdrawalKeys.all, 'order', id] as const,
  balances: () => [...withdrawalKeys.all, 'balances'] as const,
  fees: () => [...withdrawalKeys.all, 'fees'] as const,
};
