import { useTranslation } from 'react-i18next';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';
import { useAuditLogActions } from '../api/audit-log-actions';
import { useAuditLabels } from '../lib/audit-labels';
import { selectFilters } from '../../../shared/ui/filter-fields';

export type LogFilterValues = { user?: string; action?: string; from?: string; to?: string };

/** User (name or email), action and date (spec §2 shortcuts), applied by Search. */
export const LogFilters = (props: FilterProps<LogFilterValues>) => {
  const { t } = useTranslation();
  const actions = useAuditLogActions();
  const labels = useAuditLabels();
  const select = selectFilters(t, 'logs.filters', t('logs.filters.all'));
  return (
    <FilterForm
      {...props}
      fields={[
        { kind: 'text', name: 'user', label: t('logs.filters.user'), width: 240 },
        select('action', 200, actions.data ?? [], labels.action),
        { kind: 'period', label: t('logs.filters.date'), width: 200 },
      ]}
    />
  );
};
