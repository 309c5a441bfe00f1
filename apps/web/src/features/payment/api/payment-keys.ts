/** Query keys of the payment screens (CONVENTIONS 8). */
export const paymentKeys = {
  all: ['payment'] as const,
  beneficiaries: (request: object) => [...paymentKeys.all, 'beneficiaries', request] as const,
};
