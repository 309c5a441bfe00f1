import type { AuditLogRecord } from '@remit/contract/log';
import { TextLink } from '../../../shared/ui/router-links';

/** Where each kind of record is listed, so a log line leads to it. */
const LIST_OF: Partial<Record<string, string>> = {
  withdrawal: '/withdrawal/orders',
  exchange: '/exchange/orders',
  payment: '/payment/orders',
  transfer: '/transfer',
  user: '/permission/users',
  role: '/permission/roles',
  beneficiary: '/payment/beneficiaries',
};

/** The lists that open one record from the address (`?id=`): a log line opens the record itself. */
const OPENED_IN: Partial<Record<string, string>> = {
  merchant: '/merchant',
  card: '/card',
  cardAuthorization: '/card/authorizations',
};

/**
 * The record by what a person calls it (order number, email, name, card's last 4), opening it or linking to its
 * list; else its id.
 */
export const LogRecord = ({ entry }: { entry: AuditLogRecord }) => {
  const opened = OPENED_IN[entry.subject];
  if (entry.reference && opened && entry.subjectId)
    return (
      <TextLink to={opened} search={{ id: entry.subjectId }} sx={{ whiteSpace: 'nowrap' }}>
        {entry.reference}
      </TextLink>
    );
  const to = LIST_OF[entry.subject];
  if (entry.reference && to)
    return (
      <TextLink to={to} sx={{ whiteSpace: 'nowrap' }}>
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
