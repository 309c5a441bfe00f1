import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TextLink } from '../../../shared/ui/router-links';
import { formatDate } from '../../../shared/date/date-time';

/** How a status is drawn (the page passes the merchant feature's chip: features do not import each other). */
export type StatusChip = ComponentType<{ status: string; label?: string }>;

/**
 * Spec §2: the merchants of the last 3 months — a count per onboarding status, then the latest ones with
 * their number, name (to their page), status and creation day.
 */
export const RecentMerchants = ({
  merchants,
  counts,
  StatusChip,
}: {
  merchants: DashboardData['merchants'];
  counts: DashboardData['merchantCounts'];
  StatusChip: StatusChip;
}) => {
  const { t } = useTranslation();
  if (!merchants.length) return <EmptyState text={t('dashboard.noMerchants')} />;
  return (
    <>
      {counts.length > 0 && (
        <Box
          component="ul"
          aria-label={t('dashboard.merchantCounts')}
          sx={{ listStyle: 'none', m: 0, p: 0, pb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {counts.map((c) => (
            <li key={c.status} data-testid="dashboard-merchant-count">
              <StatusChip status={c.status} />
              <Box component="span" sx={{ ml: 0.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {c.count}
              </Box>
            </li>
          ))}
        </Box>
      )}
      <Table size="small" aria-label={t('dashboard.merchants')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.merchantColumns.merchantNo')}</TableCell>
            <TableCell>{t('dashboard.merchantColumns.name')}</TableCell>
            <TableCell>{t('dashboard.merchantColumns.status')}</TableCell>
            <TableCell>{t('dashboard.merchantColumns.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {merchants.map((m) => (
            <TableRow key={m.id} data-testid="dashboard-merchant">
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{m.merchantNo}</TableCell>
              <TableCell>
                <TextLink to="/merchant" search={{ id: m.id }}>
                  {m.name}
                </TextLink>
              </TableCell>
              <TableCell>
                <StatusChip status={m.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
