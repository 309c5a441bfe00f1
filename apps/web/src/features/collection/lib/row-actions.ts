/** Row actions: one above the other on a wide table (a narrow column), side by side on a phone. */
export const ACTIONS = {
  display: 'flex',
  flexDirection: { xs: 'row', sm: 'column' },
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: 0.25,
} as const;
