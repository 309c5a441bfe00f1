import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '@remit/contract/account';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TextLink } from '../../../shared/ui/router-links';
import { SimpleTable } from '../../../shared/ui/simple-table';
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
      <SimpleTable
        texts="dashboard.merchantColumns"
        label={t('dashboard.merchants')}
        rows={merchants}
        rowTestId="dashboard-merchant"
        columns={[
          {
            key: 'merchantNo',
            sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
            cell: (m) => m.merchantNo,
          },
          {
            key: 'name',
            cell: (m) => (
              <TextLink to="/merchant" search={{ id: m.id }}>
                {m.name}
              </TextLink>
            ),
          },
          { key: 'status', cell: (m) => <StatusChip status={m.status} /> },
          { key: 'createdAt', sx: { whiteSpace: 'nowrap' }, cell: (m) => formatDate(m.createdAt) },
        ]}
      />
    </>
  );
};
