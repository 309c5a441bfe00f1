/** An amount the network takes: digits, at most 6 decimals, above zero. */
export const isAmount = (value: string) => /^\d+(\.\d{1,6})?$/.test(value.trim()) && Number(value) > 0;

/** A merchant category code: 4 digits. */
export const isMcc = (value: string) => /^\d{4}$/.test(value.trim());

/** A currency code: 3 capital letters. */
export const isCurrency = (value: string) => /^[A-Z]{3}$/.test(value.trim());

/** Which follow-ups an authorization takes: open ones clear or reverse, settled ones refund. */
export const followUpsOf = (record: {
  recordType: string;
  authStatus: string;
  settleStatus: string | null;
}): ('clearing' | 'reversal' | 'refund')[] => {
  if (record.recordType !== 'cardAuthorization' || record.authStatus !== 'approval') return [];
  if (record.settleStatus === 'unsettled') return ['clearing', 'reversal'];
  if (
    record.settleStatus === 'settled' ||
    record.settleStatus === 'partialSettled' ||
    record.settleStatus === 'overpaymentSettled'
  )
    return ['refund'];
  return [];
};
