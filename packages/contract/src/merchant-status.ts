/** A merchant's onboarding statuses and their labels, without schemas (chips on any screen load no zod). */
export const MERCHANT_STATUSES = ['toBeUploaded', 'underReview', 'approved', 'rejected', 'closed'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

/** The onboarding statuses' labels (spec §4), for chips on any screen. */
export const merchantStatusText: Record<MerchantStatus, { en: string; zh_CN: string }> = {
  toBeUploaded: { en: 'To Be Uploaded', zh_CN: '待上传' },
  underReview: { en: 'Under Review', zh_CN: '审核中' },
  approved: { en: 'Approved', zh_CN: '已通过' },
  rejected: { en: 'Rejected', zh_CN: '已拒绝' },
  closed: { en: 'Closed', zh_CN: '已关闭' },
};
