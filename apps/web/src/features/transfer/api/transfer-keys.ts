/** Query keys of the transfer screen (CONVENTIONS 8). */
export const transferKeys = { all: ['transfer'] as const };
