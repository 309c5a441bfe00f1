import { z } from 'zod';
import { gatewayFields } from './gateway';
import { currencyCode, exponentOf, isCurrency } from './money';
import { ORDER_TYPES } from './order';

/** Fees: what the platform charges a partner per order type and currency, and the operator's editor. */
/** A fee: fixed minor units plus basis points of the amount (1 bp = 0.01 %), rounded up. */
export type FeeRule = { fixed: bigint; bps: number };
export const computeFee = (amountMinor: bigint, rule: FeeRule) =>
  rule.fixed + (amountMinor * BigInt(rule.bps) + 9999n) / 10000n;

export const feeScheduleRecord = z.object({
  orderType: z.enum(ORDER_TYPES),
  currency: z.string(),
  fixed: z.string(),
  bps: z.number().int(),
  isDefault: z.boolean(),
});
export type FeeScheduleRecord = z.infer<typeof feeScheduleRecord>;
export const feeListData = z.array(feeScheduleRecord);

// ---- fee schedule editor (operator only: fees are what the platform charges a partner) ----
/** The highest percentage a fee may take, in basis points (20 %); the fee_schedules table checks it too. */
export const FEE_MAX_BPS = 2000;
/** A non-negative decimal; its decimals are checked against the currency below. */
export const FEE_FIXED_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
const fractionDigits = (decimal: string) => decimal.split('.')[1]?.length ?? 0;
/** True when a fixed fee fits its currency's exponent ("5.001" USD does not; "5" and "5.1" do). */
export const fixedFitsCurrency = (fixed: string, currency: string) =>
  !isCurrency(currency) || fractionDigits(fixed.trim()) <= exponentOf(currency);

const partnerIdField = z.uuid({ error: 'validation.partnerId' });
const feeKeyFields = {
  orderType: z.enum(ORDER_TYPES, { error: 'validation.orderType' }),
  currency: currencyCode,
};
/** `partner-fee/get-by`: one partner's schedule, as the operator edits it. */
export const partnerFeeRequest = z.object({ ...gatewayFields, partnerId: partnerIdField });
export type PartnerFeeRequest = z.infer<typeof partnerFeeRequest>;
/** `partner-fee/update`: set one rule (fixed in the currency's decimals + basis points 0 … FEE_MAX_BPS). */
export const feeSetRequest = z
  .object({
    ...gatewayFields,
    partnerId: partnerIdField,
    ...feeKeyFields,
    fixed: z.string().trim().regex(FEE_FIXED_PATTERN, { error: 'validation.feeFixed' }),
    bps: z
      .number({ error: 'validation.feeBps' })
      .int({ error: 'validation.feeBps' })
      .min(0, { error: 'validation.feeBps' })
      .max(FEE_MAX_BPS, { error: 'validation.feeBps' }),
  })
  .refine((v) => fixedFitsCurrency(v.fixed, v.currency), {
    error: 'validation.feeDecimals',
    path: ['fixed'],
  });
export type FeeSetRequest = z.infer<typeof feeSetRequest>;
/** `partner-fee/delete`: drop the partner's own rule, so the default applies again. */
export const feeResetRequest = z.object({ ...gatewayFields, partnerId: partnerIdField, ...feeKeyFields });
export type FeeResetRequest = z.infer<typeof feeResetRequest>;
/** `partner-fee/list`: the partners whose fees the operator can edit (never the operator itself). */
export const feePartner = z.object({ id: z.string(), name: z.string() });
export type FeePartner = z.infer<typeof feePartner>;
export const feePartnersData = z.array(feePartner);

/** Basis points as a percentage with two decimals, from integers only: 10 → "0.10", 250 → "2.50". */
export const bpsToPercent = (bps: number) =>
  `${Math.trunc(bps / 100)}.${String(Math.abs(bps) % 100).padStart(2, '0')}`;
/** "0.1" % → 10 bps; null when it is not a percentage with at most two decimals (no floats involved). */
export const percentToBps = (percent: string): number | null => {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/** Server-side text for the fee editor's validation keys (the web form has its own, with the figures). */
export const feeValidationText: Record<string, { en: string; zh_CN: string }> = {
  'validation.partnerId': { en: 'The partner id is invalid', zh_CN: '合作方编号无效' },
  'validation.orderType': {
    en: 'Unknown order type (withdrawal, exchange, payment or transfer)',
    zh_CN: '未知的订单类型（withdrawal、exchange、payment 或 transfer）',
  },
  'validation.feeFixed': {
    en: 'The fixed fee must be an amount of zero or more (digits and a decimal point)',
    zh_CN: '固定费用须为大于或等于 0 的金额（数字和小数点）',
  },
  'validation.feeDecimals': {
    en: 'The fixed fee has more decimals than its currency allows',
    zh_CN: '固定费用的小数位数超过了该币种允许的位数',
  },
  'validation.feeBps': {
    en: `The percentage must be a whole number of basis points from 0 to ${FEE_MAX_BPS} (0 % to ${FEE_MAX_BPS / 100} %)`,
    zh_CN: `费率须为 0 到 ${FEE_MAX_BPS} 之间的整数基点（0 % 至 ${FEE_MAX_BPS / 100} %）`,
  },
};
