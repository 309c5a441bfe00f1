/** Refusals of a network message that are not a decision (the message itself is wrong). */
export const cardAuthorizationErrors = {
  AUTHORIZATION_NOT_FOUND: {
    code: '40430',
    status: 404,
    en: 'The authorization was not found.',
    zh_CN: '未找到该授权记录。',
  },
  AUTHORIZATION_MESSAGE_MISMATCH: {
    code: '40945',
    status: 409,
    en: 'This network message id was already used for a different message.',
    zh_CN: '该网络报文编号已用于另一条不同的报文。',
  },
  AUTHORIZATION_STATE_CONFLICT: {
    code: '40946',
    status: 409,
    en: 'The authorization is {state}, so a {message} cannot apply to it.',
    zh_CN: '该授权当前为“{stateZh}”，不能进行{messageZh}。',
  },
  AUTHORIZATION_AMOUNT_TOO_HIGH: {
    code: '40040',
    status: 400,
    en: 'At most {max} {currency} can be {what} on this record.',
    zh_CN: '该记录最多可{whatZh} {max} {currency}。',
  },
  CARD_NETWORK_SANDBOX_OFF: {
    code: '40431',
    status: 404,
    en: 'The card-network sandbox is off here.',
    zh_CN: '此环境未开启卡组织沙箱。',
  },
} as const;
