/** Query keys of the card screens (CONVENTIONS 8). */
export const cardKeys = {
  all: ['card'] as const,
  page: (request: object) => [...cardKeys.all, 'page', request] as const,
  applyPage: (request: object) => [...cardKeys.all, 'apply', request] as const,
  balances: (request: object) => [...cardKeys.all, 'balances', request] as const,
  products: () => [...cardKeys.all, 'products'] as const,
  merchants: (search: string) => [...cardKeys.all, 'merchants', search] as const,
  detail: (id: string) => [...cardKeys.all, 'detail', id] as const,
};
