import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../shared/ui/filter-fields';
import { FilterForm, type FilterProps } from '../../../shared/ui/filter-form';

/** A collection list's filter bar under the one filters label; `fields` are drawn with the translator. */
export const CollectionFilterForm = <F,>({
  value,
  onSearch,
  actions,
  fields,
}: FilterProps<F> & { fields: (t: TFunction) => FilterField[] }) => {
  const { t } = useTranslation();
  return (
    <FilterForm
      ariaLabel={t('collection.filters.label')}
      value={value}
      onSearch={onSearch}
      actions={actions}
      fields={fields(t)}
    />
  );
};
