import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Spec §2: the merchants of the last 3 months (empty until merchants exist). */
export const RecentMerchants = ({ merchants }: { merchants: DashboardData['merchants'] }) => {
  const { t } = useTranslation();
  if (!merchants.length) return <EmptyState text={t('dashboard.noMerchants')} />;
  return (
    <Table size="small" aria-label={t('dashboard.merchants')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('dashboard.merchantColumns.name')}</TableCell>
          <TableCell>{t('dashboard.merchantColumns.status')}</TableCell>
          <TableCell>{t('dashboard.merchantColumns.createdAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {merchants.map((m) => (
          <TableRow key={m.id} data-testid="dashboard-merchant">
            <TableCell>{m.name}</TableCell>
            <TableCell>{m.status}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayjs(m.createdAt).format('YYYY-MM-DD')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
