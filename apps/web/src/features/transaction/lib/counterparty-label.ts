import type { TFunction } from 'i18next';

/** Transfers between a partner's own accounts name the counterparty "Own account": shown in the user's language. */
export const counterpartyLabel = (t: TFunction, name: string | null) =>
  name === 'Own account' ? t('transactions.ownAccount') : name;
