import { textOf } from '@remit/contract/local-text';
import { auditActionText, auditSubjectText } from '@remit/contract/log';
import { useContractText } from '../../../shared/i18n/contract-text';

/**
 * An audit entry's action and module in the interface language (the contract's tables); one the tables do not
 * know, as it is stored.
 */
export const useAuditLabels = () => {
  const text = useContractText();
  return {
    action: (action: string) => text(textOf(auditActionText, action), action),
    module: (subject: string) => text(textOf(auditSubjectText, subject), subject),
  };
};
