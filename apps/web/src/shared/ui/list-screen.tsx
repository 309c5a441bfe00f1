import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { FilterBar } from './filter-bar';
import { PageHeader } from './page-header';

/**
 * A list screen before its feature arrives: title, filters, Search, and the spec's empty-list text.
 * Nothing here pretends to be data: until this screen is wired to its API a search finds nothing.
 */
export const ListScreen = ({ title, description }: { title: string; description?: string }) => {
  const { t } = useTranslation();
  const [searched, setSearched] = useState(false);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <FilterBar onSearch={() => setSearched(true)} />
        <Divider />
        <EmptyState text={searched ? t('empty.noRecords') : t('empty.clickSearch')} />
      </Card>
    </>
  );
};

/** A screen that is not a list (a form to come): its title and an honest empty panel. */
export const PanelScreen = ({ title, description }: { title: string; description?: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState text={t('empty.notYet')} />
      </Card>
    </>
  );
};
