/**
 * Error codes of this domain, spread into the one error table (errors.ts). A status conflict names the
 * current state in the request's language (`status`/`action` en, `statusZh`/`actionZh` zh_CN).
 */
export const cardErrors = {
  CARD_LIMIT_RAISED: {
    code: '40020',
    status: 400,
    en: 'Limits must be below the product default (leave a limit unset for the default): {limits}.',
    zh_CN: '限额须低于产品默认值（使用默认值请留空）：{limitsZh}。',
  },
  CARD_LIMIT_ORDER: {
    code: '40021',
    status: 400,
    en: 'The {lower} cannot be above the {higher}.',
    zh_CN: '{lowerZh}不能高于{higherZh}。',
  },
  CARD_CURRENCY_NOT_OFFERED: {
    code: '40022',
    status: 400,
    en: '{currency} is not a billing currency here.',
    zh_CN: '{currency} 不是可用的结算币种。',
  },
  CARD_PRODUCT_MISMATCH: {
    code: '40023',
    status: 400,
    en: 'The product {product} does not issue {what} cards.',
    zh_CN: '产品 {product} 不发行{whatZh}。',
  },
  CARD_LAST4_MISMATCH: {
    code: '40024',
    status: 400,
    en: 'The last 4 digits typed do not match this card: it was not revoked.',
    zh_CN: '输入的卡号后四位与该卡不符，未注销。',
  },
  CARD_UPLOAD_INVALID: {
    code: '40025',
    status: 400,
    en: 'The file cannot be read as a CSV or XLSX sheet: {detail}',
    zh_CN: '无法按 CSV 或 XLSX 表格读取该文件：{detail}',
  },
  CARD_UPLOAD_TOO_MANY_ROWS: {
    code: '40026',
    status: 400,
    en: 'A bulk apply takes at most {max} rows; this file has more.',
    zh_CN: '批量申请最多 {max} 行，该文件超出此行数。',
  },
  CARD_UPLOAD_TOO_MANY_COLUMNS: {
    code: '40032',
    status: 400,
    en: 'Line {line} has more than {max} columns; a bulk apply sheet has at most {max}.',
    zh_CN: '第 {line} 行超过 {max} 列；批量申请表格最多 {max} 列。',
  },
  CARD_UPLOAD_CELL_TOO_LONG: {
    code: '40033',
    status: 400,
    en: 'Line {line}, column {column} holds more than {max} characters; a bulk apply cell has at most {max}.',
    zh_CN: '第 {line} 行第 {column} 列超过 {max} 个字符；批量申请表格每格最多 {max} 个字符。',
  },
  CARD_UPLOAD_TOO_LARGE: {
    code: '41311',
    status: 413,
    en: 'The sheet unpacks to more than {mb} MB ({bytes} bytes); a bulk apply sheet must be smaller.',
    zh_CN: '表格解压后超过 {mb} MB（{bytes} 字节），批量申请表格须更小。',
  },
  CARD_NOT_TOP_UP: {
    code: '40027',
    status: 400,
    en: 'Only a top-up card has its own balance; a shared card spends its merchant account.',
    zh_CN: '只有充值卡有独立余额，共享卡使用商户账户余额。',
  },
  CARD_RESET_CODE_INVALID: {
    code: '40029',
    status: 400,
    en: 'The code is wrong, used or expired: ask for a new code to be sent to the cardholder.',
    zh_CN: '验证码错误、已使用或已过期，请重新发送验证码给持卡人。',
  },
  CARD_PASSWORD_WRONG: {
    code: '40320',
    status: 403,
    en: 'The password is incorrect: the card information stays hidden.',
    zh_CN: '密码不正确，卡片信息仍保持隐藏。',
  },
  CARD_SECOND_FACTOR_REQUIRED: {
    code: '40321',
    status: 403,
    en: 'Enter the code from your authenticator app as well.',
    zh_CN: '请同时输入身份验证器应用中的验证码。',
  },
  CARD_GRANT_INVALID: {
    code: '40322',
    status: 403,
    en: 'This view of the card has ended. Enter your password again to see the card information.',
    zh_CN: '本次查看已结束。请重新输入密码以查看卡片信息。',
  },
  CARD_NOT_FOUND: { code: '40420', status: 404, en: 'The card was not found.', zh_CN: '未找到该卡。' },
  CARD_PRODUCT_NOT_FOUND: {
    code: '40421',
    status: 404,
    en: 'The card product was not found.',
    zh_CN: '未找到该卡产品。',
  },
  CARD_APPLY_NOT_FOUND: {
    code: '40422',
    status: 404,
    en: 'The apply record was not found.',
    zh_CN: '未找到该申请记录。',
  },
  CARD_STATUS_CONFLICT: {
    code: '40920',
    status: 409,
    en: 'The card is {status}, so it cannot be {action}.',
    zh_CN: '该卡当前状态为“{statusZh}”，不能{actionZh}。',
  },
  CARD_MERCHANT_NOT_APPROVED: {
    code: '40921',
    status: 409,
    en: 'Cards are issued to approved merchants only; this merchant is {status}.',
    zh_CN: '只能为已通过审核的商户开卡，该商户当前状态为“{statusZh}”。',
  },
  CARD_APPLY_NOT_FAILED: {
    code: '40922',
    status: 409,
    en: 'Only a failed apply record can be removed; this one is {status}.',
    zh_CN: '只能删除失败的申请记录，该记录当前为“{statusZh}”。',
  },
} as const;
