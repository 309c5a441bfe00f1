import { TRANSACTION_TYPES } from '@remit/contract/transaction';
import type { Tx } from '../../db/client';
import { createHoldTx } from '../../ledger/ledger.holds';

/**
 * The hold of an order's fee, on the account its amount is held on, under the order's own key (none when the fee
 * is 0): a Pending Fee row (migration 0008) with `description` and the order's `meta`, until it is posted or voided.
 */
export const holdOrderFee = async (
  tx: Tx,
  hold: {
    partnerId: string;
    accountId: string;
    orderId: string;
    fee: bigint;
    description: string;
    meta: Record<string, unknown>;
  },
) =>
  hold.fee > 0n
    ? createHoldTx(tx, {
        partnerId: hold.partnerId,
        accountId: hold.accountId,
        amount: hold.fee,
        idempotencyKey: `order:${hold.orderId}:fee-hold`,
        metadata: { ...hold.meta, fee: true, type: TRANSACTION_TYPES.FEE, description: hold.description },
      })
    : undefined;
