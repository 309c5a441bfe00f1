import type { AuditLogRecord } from '@remit/contract/log';
import { TextLink } from '../../../shared/ui/router-links';

/** Where each kind of record is listed, so a log line leads to it. */
const LIST_OF: Record<string, string> = {
  withdrawal: '/withdrawal/orders',
  exchange: '/exchange/orders',
  payment: '/payment/orders',
  transfer: '/transfer',
  user: '/permission/users',
  role: '/permission/roles',
  beneficiary: '/payment/beneficiaries',
};

/** The record by what a person calls it (order number, email, name), linking to its list; else its id. */
export const LogRecord = ({ entry }: { entry: AuditLogRecord }) => {
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
