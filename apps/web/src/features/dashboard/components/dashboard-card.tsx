import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';

/** A dashboard card before its data arrives: the title and the spec's empty-list text. */
export const DashboardCard = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Divider />
      <EmptyState text={t('empty.noRecords')} />
    </Card>
  );
};
