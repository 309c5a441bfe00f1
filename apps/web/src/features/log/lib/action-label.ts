import { auditActionText, isAuditAction } from '@remit/contract/log';
import { useContractText } from '../../../shared/i18n/contract-text';

/** An audit action's words in the interface language (the contract's table); an unknown one as it is stored. */
export const useActionLabel = () => {
  const text = useContractText();
  return (action: string) => (isAuditAction(action) ? text(auditActionText[action], action) : action);
};
