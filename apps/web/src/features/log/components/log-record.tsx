import type { AuditLogRecord } from '@remit/contract/log';
import { TextLink } from '../../../shared/ui/router-links';

/**
 * Where each kind of record is listed, so a log line leads to it; `byId`: the list opens one record from the
 * address (`?id=`), so the line opens the record itself.
 */
const LIST_OF: Partial<Record<string, { to: string; byId?: true }>> = {
  withdrawal: { to: '/withdrawal/orders' },
  exchange: { to: '/exchange/orders' },
  payment: { to: '/payment/orders' },
  transfer: { to: '/transfer' },
  user: { to: '/permission/users' },
  role: { to: '/permission/roles' },
  beneficiary: { to: '/payment/beneficiaries' },
  merchant: { to: '/merchant', byId: true },
  card: { to: '/card', byId: true },
  cardAuthorization: { to: '/card/authorizations', byId: true },
};

/**
 * The record by what a person calls it (order number, email, name, card's last 4), opening it or linking to its
 * list; else its id.
 */
export const LogRecord = ({ entry }: { entry: AuditLogRecord }) => {
  const list = LIST_OF[entry.subject];
  if (entry.reference && list)
    return (
      <TextLink
        to={list.to}
        search={list.byId && entry.subjectId ? { id: entry.subjectId } : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {entry.reference}
      </TextLink>
    );
  if (entry.reference) return <>{entry.reference}</>;
  return (
    <span style={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
      {entry.subjectId ?? '—'}
    </span>
  );
};
