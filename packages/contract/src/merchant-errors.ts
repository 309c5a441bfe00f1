/**
 * Error codes of this domain, spread into the one error table (errors.ts). A status conflict names the
 * current state in the request's language: the server passes `status`/`action` (en) and
 * `statusZh`/`actionZh` (zh_CN) from the tables above.
 */
export const merchantErrors = {
  MERCHANT_NOT_FOUND: {
    code: '40490',
    status: 404,
    en: 'The merchant was not found.',
    zh_CN: '未找到该商户。',
  },
  MERCHANT_DOCUMENT_NOT_FOUND: {
    code: '40491',
    status: 404,
    en: 'The document was not found.',
    zh_CN: '未找到该文件。',
  },
  MERCHANT_STATUS_CONFLICT: {
    code: '40990',
    status: 409,
    en: 'The merchant is {status}, so it cannot be {action}.',
    zh_CN: '该商户当前状态为“{statusZh}”，不能{actionZh}。',
  },
  MERCHANT_READ_ONLY: {
    code: '40991',
    status: 409,
    en: 'The merchant is {status}: its data and documents cannot be changed now.',
    zh_CN: '该商户当前状态为“{statusZh}”，现在不能修改其资料和文件。',
  },
  MERCHANT_CLOSED: {
    code: '40992',
    status: 409,
    en: 'The merchant is closed: no new payments or cards.',
    zh_CN: '该商户已关闭，不能再付款或开卡。',
  },
  MERCHANT_DOCUMENTS_MISSING: {
    code: '40090',
    status: 400,
    en: 'Upload the {documents} before submitting.',
    zh_CN: '提交前请上传{documentsZh}。',
  },
  MERCHANT_ID_DOCUMENT_INVALID: {
    code: '40091',
    status: 400,
    en: 'A passport has no back side: upload the ID front and the proof of address only.',
    zh_CN: '护照没有背面：只需上传证件正面和地址证明。',
  },
  MAKER_CANNOT_REVIEW: {
    code: '40390',
    status: 403,
    // Every review desk's refusal (maker ≠ checker): {thing} names what was made, e.g. "trade material".
    en: 'You made or submitted this {thing}, so another user must review it.',
    zh_CN: '该{thingZh}由您创建或提交，须由其他用户审核。',
  },
} as const;
