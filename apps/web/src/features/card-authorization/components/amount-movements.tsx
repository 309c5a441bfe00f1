import { useTranslation } from 'react-i18next';
import type { AuthorizationRecord } from '@remit/contract/card-authorization';
import { moneyWithCode } from '../../../shared/ui/money';
import { CellNote } from '../../../shared/ui/cell-note';
import { movementsOf } from '../lib/amounts';

/**
 * Beside an authorization's amount: what was reversed, cleared and refunded of it, so a fully reversed one
 * still shows what was authorized and where it went.
 */
export const AmountMovements = ({ record }: { record: AuthorizationRecord }) => {
  const { t } = useTranslation();
  const moved = movementsOf(record);
  if (!moved.length) return null;
  return (
    <CellNote wrap>
      {moved
        .map((m) =>
          t(`cardAuthorization.list.movements.${m.kind}`, { amount: moneyWithCode(m.amount, m.currency) }),
        )
        .join(' · ')}
    </CellNote>
  );
};
