/**
 * One answer for a wrong PAN, expiry or CVV2 and for a card that does not exist; a locked card (too many
 * wrong tries for that PAN, whether or not a card has it) has its own "try later" answer.
 */
export const cardLookupErrors = {
  CARD_LOOKUP_FAILED: {
    code: '40028',
    status: 400,
    en: 'The card details do not match a card. Check the number, expiry date and CVV2.',
    zh_CN: '卡片信息不匹配，请检查卡号、有效期和 CVV2。',
  },
  CARD_TOKEN_INVALID: {
    code: '40120',
    status: 401,
    en: 'The card lookup has expired. Please enter the card details again.',
    zh_CN: '卡片查询已过期，请重新输入卡片信息。',
  },
  CARD_LOOKUP_LOCKED: {
    code: '42920',
    status: 429,
    en: 'Too many attempts for this card. Please try again in {minutes} minutes.',
    zh_CN: '该卡尝试次数过多，请 {minutes} 分钟后再试。',
  },
} as const;
