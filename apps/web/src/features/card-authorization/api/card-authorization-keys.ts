/** Query keys of the card-authorization screens (CONVENTIONS 8). */
export const cardAuthorizationKeys = {
  all: ['card-authorization'] as const,
  page: (request: object) => [...cardAuthorizationKeys.all, 'page', request] as const,
  detail: (id: string) => [...cardAuthorizationKeys.all, 'detail', id] as const,
  cards: (search: string) => [...cardAuthorizationKeys.all, 'cards', search] as const,
};
