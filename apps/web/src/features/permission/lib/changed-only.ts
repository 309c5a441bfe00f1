/**
 * What an edit sends of the fields `keys`: only those whose new value differs from the record's, so an
 * unchanged field never trips a rule the server keeps on it (a bound permission's module, the last administrator).
 */
export const changedOnly = <V extends object, K extends keyof V>(
  values: V,
  record: { [key in K]?: unknown },
  keys: readonly K[],
): Partial<Pick<V, K>> =>
  Object.fromEntries(
    keys.filter((key) => values[key] !== record[key]).map((key) => [key, values[key]]),
  ) as Partial<Pick<V, K>>;
