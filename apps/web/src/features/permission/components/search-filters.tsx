import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../../shared/ui/filter-form';

export type SearchFilterValues = { search?: string; moduleName?: string };

type Props = {
  searchLabel: string;
  /** Offer a module filter (the permission catalogue). */
  modules?: readonly string[];
  onSearch: (filter: SearchFilterValues) => void;
};

/** A free-text search (and, for the catalogue, a module), applied by Search (spec §2). */
export const SearchFilters = ({ searchLabel, modules, onSearch }: Props) => {
  const { t } = useTranslation();
  return (
    <FilterForm
      onSearch={onSearch}
      fields={[
        !!modules && {
          kind: 'select',
          name: 'moduleName',
          label: t('permission.catalogue.fields.moduleName'),
          width: 220,
          all: t('permission.common.all'),
          options: modules.map((m) => ({
            value: m,
            label: t(`permission.modules.${m}`, { defaultValue: m }),
          })),
        },
        { kind: 'text', name: 'search', label: searchLabel, width: 260 },
      ]}
    />
  );
};
