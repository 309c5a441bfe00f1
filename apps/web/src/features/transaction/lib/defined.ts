/** A filter without its empty fields, as an export's `filter` (the server checks it against the kind's schema). */
export const defined = (filter: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
