/** Query keys of the auth feature (CONVENTIONS 8: one key factory per feature). */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};
