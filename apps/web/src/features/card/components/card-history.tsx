import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { cardActionText, cardStatusText, type CardEvent, type CardStatus } from '@remit/contract/card';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { EmptyState } from '../../../shared/ui/empty-state';

/** The card's history, newest first: when, who, what (with the status move), why, through which channel. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const CardHistory = ({ events }: { events: CardEvent[] }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const status = (s: CardStatus | null) => (s ? text(cardStatusText[s], s) : '');
  if (events.length === 0) return <EmptyState text={t('card.history.empty')} />;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('card.details.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('card.history.at')}</TableCell>
            <TableCell>{t('card.history.actor')}</TableCell>
            <TableCell>{t('card.history.action')}</TableCell>
            <TableCell>{t('card.history.reason')}</TableCell>
            <TableCell>{t('card.history.channel')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id} data-testid="card-event">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</TableCell>
              <TableCell>
                {e.channel === 'system' && (!e.actorName || e.actorName === 'System')
                  ? t('card.history.system')
                  : e.actorName}
              </TableCell>
              <TableCell>
                {e.action === 'limits'
                  ? t('card.history.limitsChanged')
                  : cap(text(cardActionText[e.action as keyof typeof cardActionText], e.action))}
                {e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus
                  ? ` (${status(e.fromStatus)} → ${status(e.toStatus)})`
                  : ''}
              </TableCell>
              <TableCell>{e.reason || '—'}</TableCell>
              <TableCell>{t(`card.channels.${e.channel}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
