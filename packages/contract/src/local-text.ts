/** A text the contract keeps in both languages (status, reason, kind and action tables). */
export type LocalText = { en: string; zh_CN: string };

/**
 * The text of `key` in `table`, or undefined when the table has no such key (a stored code from before a rename,
 * or a name like `toString` that only the prototype has).
 */
export const textOf = (table: Readonly<Record<string, LocalText>>, key: string): LocalText | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
