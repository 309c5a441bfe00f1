/** Query keys of the fee schedule screens (CONVENTIONS 8). */
export const feesKeys = {
  all: ['fees'] as const,
  own: () => [...feesKeys.all, 'own'] as const,
  partners: () => [...feesKeys.all, 'partners'] as const,
  partner: (partnerId: string) => [...feesKeys.all, 'partner', partnerId] as const,
};
