import TableContainer from '@mui/material/TableContainer';
import { useTranslation } from 'react-i18next';
import { cardActionText, cardStatusText, type CardEvent, type CardStatus } from '@remit/contract/card';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SimpleTable } from '../../../shared/ui/simple-table';

/** The card's history, newest first: when, who, what (with the status move), why, through which channel. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const CardHistory = ({ events }: { events: CardEvent[] }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const status = (s: CardStatus | null) => (s ? text(cardStatusText[s], s) : '');
  if (events.length === 0) return <EmptyState text={t('card.history.empty')} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <SimpleTable
        texts="card.history"
        label={t('card.details.history')}
        rows={events}
        rowTestId="card-event"
        columns={[
          { key: 'at', sx: { whiteSpace: 'nowrap' }, cell: (e) => formatDateTime(e.at) },
          {
            key: 'actor',
            cell: (e) =>
              e.channel === 'system' && (!e.actorName || e.actorName === 'System')
                ? t('card.history.system')
                : e.actorName,
          },
          {
            key: 'action',
            cell: (e) => (
              <>
                {e.action === 'limits'
                  ? t('card.history.limitsChanged')
                  : cap(text(cardActionText[e.action as keyof typeof cardActionText], e.action))}
                {e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus
                  ? ` (${status(e.fromStatus)} → ${status(e.toStatus)})`
                  : ''}
              </>
            ),
          },
          { key: 'reason', cell: (e) => e.reason || '—' },
          { key: 'channel', cell: (e) => t(`card.channels.${e.channel}`) },
        ]}
      />
    </TableContainer>
  );
};
