import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LinkButton } from '../../../shared/ui/router-links';

/** A dashboard card: its title (and View all, to the module's screen), then its content, or the loading text until it arrives. */
export const DashboardCard = ({
  title,
  viewAll,
  loading,
  children,
  testId,
  minHeight,
}: {
  title: string;
  /** The screen that lists all of it. */
  viewAll?: '/account' | '/transactions' | '/merchant';
  loading?: boolean;
  children?: ReactNode;
  testId?: string;
  /** The content's height once loaded, kept while it loads so nothing below moves when it arrives. */
  minHeight?: number;
}) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader
        title={title}
        action={
          viewAll && (
            <LinkButton to={viewAll} size="small">
              {t('dashboard.viewAll')}
            </LinkButton>
          )
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <Divider />
      <Box sx={{ minHeight }}>
        {loading ? (
          <EmptyState text={t('dashboard.loading')} />
        ) : (
          (children ?? <EmptyState text={t('empty.noRecords')} />)
        )}
      </Box>
    </Card>
  );
};
