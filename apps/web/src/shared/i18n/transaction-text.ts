import { transactionStatusText, transactionTypeText } from '@remit/contract/transaction';
import { useContractText } from './contract-text';

/**
 * A transaction type's and status's words in the interface language, from the contract's one table (the same
 * words exports and statements print): `const words = useTransactionText(); words.type(r.type)`.
 */
export const useTransactionText = () => {
  const text = useContractText();
  return {
    type: (type: number) => text(transactionTypeText(type)),
    status: (status: number) => text(transactionStatusText(status)),
  };
};
