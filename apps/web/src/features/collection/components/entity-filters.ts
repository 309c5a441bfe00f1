import type { TFunction } from 'i18next';
import { SELECTABLE_BUSINESS_TYPES } from '@remit/contract/virtual-account';
import { selectFilter, type SelectFilter } from '../../../shared/ui/filter-fields';

/**
 * A collection list's status select: each status (a number in the URL) named from `collection.<names>`
 * (an entity's, a material's or a link's statuses).
 */
export const statusFilter = (
  t: TFunction,
  names: 'status' | 'materialStatus' | 'linkStatus',
  statuses: readonly number[],
  width: number,
): SelectFilter =>
  selectFilter(
    {
      name: 'status',
      label: t('collection.fields.status'),
      width,
      all: t('collection.filters.all'),
      number: true,
    },
    statuses,
    (s) => t(`collection.${names}.${s}`),
  );

/** A shop's business type, as a number. */
export const businessTypeFilter = (t: TFunction): SelectFilter =>
  selectFilter(
    {
      name: 'businessType',
      label: t('collection.fields.businessType'),
      width: 220,
      all: t('collection.filters.all'),
      number: true,
    },
    SELECTABLE_BUSINESS_TYPES,
    (b) => t(`collection.businessTypes.${b}`),
  );
