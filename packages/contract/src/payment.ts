import { z } from 'zod';
import { textField } from './text';
import { gatewayFields } from './gateway';
import { currencyCode } from './money';
import { idempotencyKeyField, orderAmountField } from './order';

export const PAYMENT_DIRECTIONS = ['toMerchant', 'toPartner'] as const;
export const paymentCreateRequest = z.object({
  ...gatewayFields,
  /** toMerchant: partner account (10) → merchant account (12); toPartner: back. */
  direction: z.enum(PAYMENT_DIRECTIONS),
  merchantId: z.uuid(),
  currency: currencyCode,
  amount: orderAmountField,
  idempotencyKey: idempotencyKeyField.optional(),
  remark: textField(140, { multiline: true }).optional().default(''),
});
export type PaymentCreateRequest = z.infer<typeof paymentCreateRequest>;

/**
 * Transfer (spec §3 types 120 Transfer In / 121 Transfer Out): between the partner's own account (product 10)
 * and one of its merchants' accounts (product 12), in one currency; same shape as a payment.
 */
export const transferCreateRequest = paymentCreateRequest;
export type TransferCreateRequest = PaymentCreateRequest;

/** The merchant accounts (product 12) a payment or transfer can reach, with what they hold. */
export const merchantAccountsData = z.array(
  z.object({
    merchantId: z.string(),
    /** "First Middle Last" and the readable number, so a person picks the right one. */
    merchantName: z.string(),
    merchantNo: z.string(),
    currency: z.string(),
    available: z.string(),
  }),
);
export type MerchantAccountsData = z.infer<typeof merchantAccountsData>;
