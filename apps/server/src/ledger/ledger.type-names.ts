import type { WireLanguage } from '@remit/contract/envelope';

/** Spec §3 transaction types by name, as exports and statements print them. */
export const TRANSACTION_TYPE_NAMES: Record<number, Record<WireLanguage, string>> = {
  100: { en: 'Deposit', zh_CN: '入金' },
  101: { en: 'Collection', zh_CN: '收款' },
  110: { en: 'Withdrawal', zh_CN: '提现' },
  111: { en: 'Payment', zh_CN: '付款' },
  120: { en: 'Transfer In', zh_CN: '转入' },
  121: { en: 'Transfer Out', zh_CN: '转出' },
  122: { en: 'Exchange in', zh_CN: '换汇转入' },
  123: { en: 'Exchange out', zh_CN: '换汇转出' },
  130: { en: 'Topup', zh_CN: '充值' },
  131: { en: 'Return', zh_CN: '退回' },
  500: { en: 'Fee', zh_CN: '手续费' },
};
