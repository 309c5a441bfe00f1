import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_KINDS,
  TRANSACTION_STATUS_CODES,
  TRANSACTION_TYPE_CODES,
  type AccountKindName,
} from '@remit/contract/account';
import { currencyFilter, selectFilters } from '../../../shared/ui/filter-fields';
import { FilterForm } from '../../../shared/ui/filter-form';
import { useTransactionText } from '../../../shared/i18n/transaction-text';

export type TransactionFilterValues = {
  keyword?: string;
  type?: number;
  status?: number;
  currency?: string;
  accountKind?: AccountKindName;
  from?: string;
  to?: string;
};

/**
 * The keyword (a transaction ID as every screen, export and statement shows it, or an order number or
 * counterparty), type, status, currency (and, across all accounts, the account kind) and the date: the spec's shortcuts
 * Today … Last three month, or a custom range of days. Applied by Search (spec §2).
 */
export const TransactionFilters = ({
  value,
  onSearch,
  withAccountKind = false,
  actions,
}: {
  /** The filter in force (from the URL); the fields start from it. */
  value?: TransactionFilterValues;
  onSearch: (filter: TransactionFilterValues) => void;
  withAccountKind?: boolean;
  /** More buttons after Search (the list's Export when it has no header of its own). */
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const words = useTransactionText();
  const all = t('transactions.filters.all');
  const select = selectFilters(t, 'transactions.filters', all);
  return (
    <FilterForm
      actions={actions}
      value={value}
      onSearch={onSearch}
      fields={[
        { kind: 'text', name: 'keyword', label: t('transactions.filters.keyword'), width: 220 },
        select('type', 170, TRANSACTION_TYPE_CODES, words.type, {
          number: true,
        }),
        select('status', 150, TRANSACTION_STATUS_CODES, words.status, {
          number: true,
        }),
        currencyFilter(t('transactions.filters.currency'), 120, all),
        withAccountKind && {
          kind: 'select',
          name: 'accountKind',
          label: t('transactions.columns.account'),
          width: 170,
          all,
          options: ACCOUNT_KINDS.map((kind) => ({
            value: kind,
            label: t(`transactions.accountKinds.${kind}`),
          })),
        },
        { kind: 'period', label: t('transactions.filters.date'), custom: true },
      ]}
    />
  );
};
