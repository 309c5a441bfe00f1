import { auditActionText, auditSubjectText, isAuditAction, isAuditSubject } from '@remit/contract/log';
import { useContractText } from '../../../shared/i18n/contract-text';

/**
 * An audit entry's action and module in the interface language (the contract's tables); one the tables do not
 * know, as it is stored.
 */
export const useAuditLabels = () => {
  const text = useContractText();
  return {
    action: (action: string) => (isAuditAction(action) ? text(auditActionText[action], action) : action),
    module: (subject: string) =>
      isAuditSubject(subject) ? text(auditSubjectText[subject], subject) : subject,
  };
};
