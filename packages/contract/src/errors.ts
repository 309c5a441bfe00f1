import { cardErrors } from './card-errors';
import { cardAuthorizationErrors } from './card-authorization-errors';
import { cardLookupErrors } from './card-lookup-errors';
import { merchantErrors } from './merchant-errors';
import { uploadErrors } from './upload';

/**
 * One error table (CONVENTIONS 6): each code maps to an HTTP status and a message in both languages.
 * The server writes `{ code, msg, data }` from it; the web client shows `msg` in its toast.
 */
export const errorTable = {
  VALIDATION: { code: '40000', status: 400, en: 'Invalid request: {detail}', zh_CN: '请求无效：{detail}' },
  BAD_JSON: {
    code: '40001',
    status: 400,
    en: 'The request body is not valid JSON.',
    zh_CN: '请求内容不是有效的 JSON。',
  },
  PASSWORD_RULE: {
    code: '40002',
    status: 400,
    en: 'Invalid password: at least 8 characters with a digit, a lowercase and an uppercase letter and one of ! @ # $ % ^ & * -',
    zh_CN: '密码无效：至少 8 位，须包含数字、小写字母、大写字母以及 ! @ # $ % ^ & * - 中的一个',
  },
  OLD_PASSWORD_WRONG: {
    code: '40003',
    status: 400,
    en: 'The current password is incorrect.',
    zh_CN: '当前密码不正确。',
  },
  SAME_PASSWORD: {
    code: '40004',
    status: 400,
    en: 'The new password must differ from the current one.',
    zh_CN: '新密码不能与当前密码相同。',
  },
  RESET_CODE_INVALID: {
    code: '40005',
    status: 400,
    en: 'The verification code is invalid or has expired. Please request a new one.',
    zh_CN: '验证码无效或已过期，请重新获取。',
  },
  UNAUTHORIZED: { code: '40100', status: 401, en: 'Request Unauthorized', zh_CN: '请求未授权，请重新登录' },
  SESSION_EXPIRED: {
    code: '40101',
    status: 401,
    en: 'Your session has expired. Please sign in again.',
    zh_CN: '会话已过期，请重新登录。',
  },
  LOGIN_FAILED: {
    code: '40102',
    status: 401,
    en: 'Login failed, please check username or password.',
    zh_CN: '登录失败，请检查用户名或密码。',
  },
  ACCOUNT_LOCKED: {
    code: '40103',
    status: 423,
    en: 'Too many wrong passwords or codes. This account is locked for 30 minutes and signed out everywhere.',
    zh_CN: '密码或验证码错误次数过多，该账户已锁定 30 分钟，并已在所有设备上退出登录。',
  },
  ACCOUNT_DISABLED: {
    code: '40104',
    status: 403,
    en: 'This account is disabled. Please contact your administrator.',
    zh_CN: '该账户已停用，请联系管理员。',
  },
  CAPTCHA_FAILED: {
    code: '40105',
    status: 400,
    en: 'The human verification failed. Please try again.',
    zh_CN: '人机验证失败，请重试。',
  },
  // ---- restricted sessions and two-factor sign-in ----
  PASSWORD_CHANGE_REQUIRED: {
    code: '40311',
    status: 403,
    en: 'Please change your temporary password before continuing.',
    zh_CN: '请先修改临时密码后再继续。',
  },
  TWO_FACTOR_ENROLMENT_REQUIRED: {
    code: '40312',
    status: 403,
    en: 'Your organisation requires two-factor sign-in. Please set it up before continuing.',
    zh_CN: '您的机构要求启用两步验证登录，请先完成设置后再继续。',
  },
  TWO_FACTOR_CODE_INVALID: {
    code: '40106',
    status: 400,
    en: 'The code is incorrect. Please check your authenticator app and try again.',
    zh_CN: '验证码不正确，请查看您的身份验证器应用后重试。',
  },
  TWO_FACTOR_STEP_EXPIRED: {
    code: '40107',
    status: 401,
    en: 'This sign-in step has expired. Please sign in again.',
    zh_CN: '本次登录步骤已过期，请重新登录。',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    code: '40942',
    status: 409,
    en: 'Two-factor sign-in is already set up for this user.',
    zh_CN: '该用户已启用两步验证登录。',
  },
  TWO_FACTOR_NOT_STARTED: {
    code: '40943',
    status: 409,
    en: 'Start the two-factor setup again: no setup is waiting for confirmation.',
    zh_CN: '请重新开始两步验证设置：当前没有待确认的设置。',
  },
  TWO_FACTOR_NOT_ENABLED: {
    code: '40944',
    status: 409,
    en: 'Two-factor sign-in is not set up for this user.',
    zh_CN: '该用户未启用两步验证登录。',
  },
  // ---- end of restricted sessions and two-factor sign-in ----
  FORBIDDEN: {
    code: '40300',
    status: 403,
    en: 'You do not have permission to do this.',
    zh_CN: '您没有执行此操作的权限。',
  },
  NOT_FOUND: { code: '40400', status: 404, en: 'Not found.', zh_CN: '未找到。' },
  CONFLICT: { code: '40900', status: 409, en: 'Conflict: {detail}', zh_CN: '冲突：{detail}' },
  TOO_LARGE: {
    code: '41300',
    status: 413,
    en: 'The request is too large.',
    zh_CN: '请求内容过大。',
  },
  RATE_LIMITED: {
    code: '42900',
    status: 429,
    en: 'Too many requests. Please wait a minute and try again.',
    zh_CN: '请求过于频繁，请稍后再试。',
  },
  INSUFFICIENT_FUNDS: {
    code: '40910',
    status: 409,
    en: 'Insufficient available balance in {currency}.',
    zh_CN: '{currency} 可用余额不足。',
  },
  IDEMPOTENCY_MISMATCH: {
    code: '40911',
    status: 409,
    en: 'This request key was already used for a different request.',
    zh_CN: '该请求标识已用于另一笔不同的请求。',
  },
  HOLD_NOT_PENDING: {
    code: '40912',
    status: 409,
    en: 'The hold is already {status}.',
    zh_CN: '该冻结已处于{status}状态。',
  },
  AMOUNT_INVALID: {
    code: '40010',
    status: 400,
    en: 'The amount is invalid: {detail}',
    zh_CN: '金额无效：{detail}',
  },
  // ---- users, roles and the permission catalogue ----
  USER_NOT_FOUND: { code: '40410', status: 404, en: 'The user was not found.', zh_CN: '未找到该用户。' },
  ROLE_NOT_FOUND: { code: '40411', status: 404, en: 'The role was not found.', zh_CN: '未找到该角色。' },
  PERMISSION_NOT_FOUND: {
    code: '40412',
    status: 404,
    en: 'The permission was not found.',
    zh_CN: '未找到该权限。',
  },
  PERMISSIONS_UNKNOWN: {
    code: '40030',
    status: 400,
    en: 'Some permissions do not exist: {ids}',
    zh_CN: '以下权限不存在：{ids}',
  },
  PERMISSIONS_OPERATOR_ONLY: {
    code: '40031',
    status: 400,
    en: 'The {module} permissions are reserved for the platform operator and cannot be bound to this role.',
    zh_CN: '{module} 权限仅限平台运营方使用，不能绑定到该角色。',
  },
  GRANT_EXCEEDS_OWN: {
    code: '40310',
    status: 403,
    en: 'You cannot grant or manage permissions you do not hold yourself.',
    zh_CN: '您不能授予或管理自己不具备的权限。',
  },
  EMAIL_IN_USE: {
    code: '40930',
    status: 409,
    en: 'This email address is already in use.',
    zh_CN: '该邮箱地址已被使用。',
  },
  ROLE_NAME_IN_USE: {
    code: '40931',
    status: 409,
    en: 'A role named "{name}" already exists.',
    zh_CN: '名为“{name}”的角色已存在。',
  },
  ROLE_IN_USE: {
    code: '40932',
    status: 409,
    en: 'This role is bound to {count} user(s). Move them to another role first.',
    zh_CN: '该角色已绑定 {count} 个用户，请先将他们调整到其他角色。',
  },
  ADMIN_ROLE_DELETE: {
    code: '40933',
    status: 409,
    en: 'The administrator role cannot be deleted.',
    zh_CN: '管理员角色不能删除。',
  },
  ADMIN_ROLE_PERMISSIONS: {
    code: '40934',
    status: 409,
    en: 'The administrator role always holds every permission; its permissions cannot be reduced.',
    zh_CN: '管理员角色始终拥有全部权限，不能减少其权限。',
  },
  SELF_DELETE: {
    code: '40935',
    status: 409,
    en: 'You cannot delete your own account.',
    zh_CN: '您不能删除自己的账户。',
  },
  SELF_DISABLE: {
    code: '40936',
    status: 409,
    en: 'You cannot disable your own account.',
    zh_CN: '您不能停用自己的账户。',
  },
  LAST_ADMIN: {
    code: '40937',
    status: 409,
    en: 'This is the last enabled administrator: it cannot be deleted, disabled or moved to a non-administrator role.',
    zh_CN: '这是最后一个启用的管理员，不能删除、停用或调整为非管理员角色。',
  },
  USER_HAS_RECORDS: {
    code: '40938',
    status: 409,
    en: 'This user has records that must be kept. Disable the user instead.',
    zh_CN: '该用户存在需保留的记录，请改为停用该用户。',
  },
  PERMISSION_EXISTS: {
    code: '40939',
    status: 409,
    en: 'The permission "{privilege}" already exists in module "{module}".',
    zh_CN: '模块“{module}”中已存在权限“{privilege}”。',
  },
  PERMISSION_IN_USE: {
    code: '40940',
    status: 409,
    en: 'This permission is bound to {count} role(s): only its sort and description can be changed.',
    zh_CN: '该权限已绑定到 {count} 个角色，只能修改排序和描述。',
  },
  PERMISSION_PROTECTED: {
    code: '40941',
    status: 409,
    en: "The permission catalogue's own permissions cannot be deleted or renamed.",
    zh_CN: '权限目录自身的权限不能删除或重命名。',
  },
  // ---- exports, trade download and statements (reporting) ----
  EXPORT_KIND_UNKNOWN: {
    code: '40050',
    status: 400,
    en: 'There is no export called "{kind}".',
    zh_CN: '不存在名为“{kind}”的导出。',
  },
  EXPORT_FILTER_INVALID: {
    code: '40051',
    status: 400,
    en: 'The export filter is invalid: {detail}',
    zh_CN: '导出筛选条件无效：{detail}',
  },
  STATEMENT_DATE_INVALID: {
    code: '40052',
    status: 400,
    en: 'Statements can only be produced for days that have begun ({date} is in the future).',
    zh_CN: '只能为已开始的日期生成对账单（{date} 尚未到来）。',
  },
  EXPORT_JOB_NOT_FOUND: {
    code: '40450',
    status: 404,
    en: 'The export was not found, or its file has expired.',
    zh_CN: '未找到该导出任务，或其文件已过期。',
  },
  STATEMENT_NOT_FOUND: {
    code: '40451',
    status: 404,
    en: 'The statement was not found.',
    zh_CN: '未找到该对账单。',
  },
  EXPORT_NOT_READY: {
    code: '40950',
    status: 409,
    en: 'The export is not finished yet ({status}).',
    zh_CN: '导出尚未完成（{status}）。',
  },
  // ---- end of reporting ----
  // ---- payees and orders ----
  AMOUNT_NOT_POSITIVE: {
    code: '40070',
    status: 400,
    en: 'The amount must be greater than zero.',
    zh_CN: '金额必须大于零。',
  },
  AMOUNT_TOO_MANY_DECIMALS: {
    code: '40071',
    status: 400,
    en: '{currency} amounts have at most {decimals} decimal places.',
    zh_CN: '{currency} 金额最多 {decimals} 位小数。',
  },
  AMOUNT_FORMAT: {
    code: '40072',
    status: 400,
    en: 'The amount is not a number (use digits and a decimal point, e.g. 1234.50).',
    zh_CN: '金额格式不正确（请使用数字和小数点，例如 1234.50）。',
  },
  AMOUNT_TOO_LARGE: {
    code: '40077',
    status: 400,
    en: 'The amount is too large (at most 15 digits before the decimal point).',
    zh_CN: '金额过大（整数部分最多 15 位）。',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    code: '40073',
    status: 400,
    en: 'An idempotency key is required (header Idempotency-Key or field idempotencyKey, 8–100 characters).',
    zh_CN: '缺少幂等键（请求头 Idempotency-Key 或字段 idempotencyKey，8–100 个字符）。',
  },
  CURRENCY_NOT_SUPPORTED: {
    code: '40074',
    status: 400,
    en: '{currency} is not an account currency here.',
    zh_CN: '{currency} 不是可用的账户币种。',
  },
  SAME_CURRENCY: {
    code: '40075',
    status: 400,
    en: 'The sell and buy currencies must differ.',
    zh_CN: '卖出币种和买入币种不能相同。',
  },
  SANDBOX_ONLY: {
    code: '40076',
    status: 400,
    en: 'Sandbox controls are only available in sandbox mode.',
    zh_CN: '沙盒控制仅在沙盒模式下可用。',
  },
  MAKER_CANNOT_APPROVE: {
    code: '40370',
    status: 403,
    en: 'You made this order, so another user must approve it.',
    zh_CN: '该订单由您创建，须由其他用户审批。',
  },
  BENEFICIARY_NOT_FOUND: {
    code: '40470',
    status: 404,
    en: 'The beneficiary was not found.',
    zh_CN: '未找到该收款人。',
  },
  WITHDRAWAL_ACCOUNT_NOT_FOUND: {
    code: '40471',
    status: 404,
    en: 'The withdrawal account was not found.',
    zh_CN: '未找到该提现账户。',
  },
  ORDER_NOT_FOUND: { code: '40472', status: 404, en: 'The order was not found.', zh_CN: '未找到该订单。' },
  MERCHANT_ACCOUNT_NOT_FOUND: {
    code: '40474',
    status: 404,
    en: 'The merchant account was not found.',
    zh_CN: '未找到该商户账户。',
  },
  QUOTE_NOT_FOUND: {
    code: '40473',
    status: 404,
    en: 'The quote was not found.',
    zh_CN: '未找到该报价。',
  },
  BENEFICIARY_DISABLED: {
    code: '40970',
    status: 409,
    en: 'The beneficiary is disabled. Enable it before paying to it.',
    zh_CN: '该收款人已停用，请先启用。',
  },
  WITHDRAWAL_ACCOUNT_DISABLED: {
    code: '40971',
    status: 409,
    en: 'The withdrawal account is not enabled.',
    zh_CN: '该提现账户未启用。',
  },
  QUOTE_EXPIRED: {
    code: '40972',
    status: 409,
    en: 'The quote has expired. Please get a new quote.',
    zh_CN: '报价已过期，请重新获取报价。',
  },
  QUOTE_USED: {
    code: '40973',
    status: 409,
    en: 'This quote has already been executed. Please get a new quote.',
    zh_CN: '该报价已被执行，请重新获取报价。',
  },
  ORDER_STATUS_CONFLICT: {
    code: '40974',
    status: 409,
    en: 'The order is {status} and cannot be {action}.',
    zh_CN: '订单当前状态为{status}，不能{action}。',
  },
  APPROVAL_FUNDS_SHORT: {
    code: '40976',
    status: 409,
    en: 'At the current rate this exchange needs {needed} {currency}, more than is held and available ({available} {currency}). Reject it, or add funds and approve again.',
    zh_CN:
      '按当前汇率，该兑换需要 {needed} {currency}，超过已冻结和可用的金额（{available} {currency}）。请拒绝，或补充资金后再审批。',
  },
  BENEFICIARY_DUPLICATE: {
    code: '40979',
    status: 409,
    en: 'This beneficiary already exists ({name}): same name, account and currency. Edit that one instead.',
    zh_CN: '该收款人已存在（{name}）：名称、账户和币种均相同，请编辑已有的收款人。',
  },
  BENEFICIARY_IN_USE: {
    code: '40975',
    status: 409,
    en: 'The beneficiary has withdrawal accounts. Disable it instead of deleting it.',
    zh_CN: '该收款人已有提现账户，请停用而不是删除。',
  },
  // ---- end of payees and orders ----
  // ---- money core: accounts and deposits ----
  ACCOUNT_NOT_FOUND: {
    code: '40480',
    status: 404,
    en: 'The account was not found.',
    zh_CN: '未找到该账户。',
  },
  PARTNER_NOT_FOUND: {
    code: '40481',
    status: 404,
    en: 'The partner was not found.',
    zh_CN: '未找到该合作方。',
  },
  DEPOSIT_NOT_FOUND: {
    code: '40482',
    status: 404,
    en: 'The deposit was not found.',
    zh_CN: '未找到该入金记录。',
  },
  /** A partner's user (even with account:add) asking for an operator-only sandbox action: not theirs to see. */
  OPERATOR_ONLY: {
    code: '40483',
    status: 404,
    en: 'Only the platform operator can do this.',
    zh_CN: '仅平台运营方可执行此操作。',
  },
  DEPOSIT_AMOUNT_INVALID: {
    code: '40080',
    status: 400,
    en: 'The deposit amount must be a positive {currency} amount with at most {decimals} decimals.',
    zh_CN: '入金金额须为正数，{currency} 最多 {decimals} 位小数。',
  },
  DEPOSIT_REPLAY_MISMATCH: {
    code: '40980',
    status: 409,
    en: 'This idempotency key was already used for a different deposit.',
    zh_CN: '该幂等键已用于另一笔不同的入金。',
  },
  // ---- end of money core ----
  ...uploadErrors,
  ...merchantErrors,
  ...cardErrors,
  ...cardAuthorizationErrors,
  ...cardLookupErrors,
  // ---- collections: virtual accounts, shops, collections ----
  VIRTUAL_ACCOUNT_NOT_FOUND: {
    code: '40460',
    status: 404,
    en: 'The virtual account was not found.',
    zh_CN: '未找到该虚拟账户。',
  },
  SHOP_NOT_FOUND: { code: '40461', status: 404, en: 'The shop was not found.', zh_CN: '未找到该店铺。' },
  COLLECTION_NOT_FOUND: {
    code: '40462',
    status: 404,
    en: 'The collection was not found.',
    zh_CN: '未找到该收款记录。',
  },
  VIRTUAL_ACCOUNT_NOT_PENDING: {
    code: '40960',
    status: 409,
    en: 'This virtual account is {status}: only an Initial application can be opened or rejected.',
    zh_CN: '该虚拟账户当前状态为{statusZh}，只有初始状态的申请可以开立或拒绝。',
  },
  VIRTUAL_ACCOUNT_NOT_ACTIVE: {
    code: '40961',
    status: 409,
    en: 'Money can only arrive on an enabled virtual account.',
    zh_CN: '只有已启用的虚拟账户可以收款。',
  },
  VIRTUAL_ACCOUNT_NOT_OPENED: {
    code: '40963',
    status: 409,
    en: 'The virtual account has not been opened by the bank yet: it can be enabled or disabled once it is.',
    zh_CN: '该虚拟账户尚未由银行开立，开立后才能启用或停用。',
  },
  SHOP_NOT_ENABLED_YET: {
    code: '40962',
    status: 409,
    en: 'The shop is waiting for the operator to enable it.',
    zh_CN: '该店铺正在等待平台启用。',
  },
  COLLECTION_AMOUNT_INVALID: {
    code: '40060',
    status: 400,
    en: 'The collection amount must be a positive {currency} amount with at most {decimals} decimals.',
    zh_CN: '收款金额须为正数，{currency} 最多 {decimals} 位小数。',
  },
  // ---- materials and their links ----
  MATERIAL_NOT_FOUND: {
    code: '40463',
    status: 404,
    en: 'The material was not found.',
    zh_CN: '未找到该材料。',
  },
  MATERIAL_LINK_NOT_FOUND: {
    code: '40464',
    status: 404,
    en: 'The material link was not found.',
    zh_CN: '未找到该材料关联。',
  },
  MATERIAL_CERTIFICATE_REQUIRED: {
    code: '40061',
    status: 400,
    en: 'Attach a transaction certificate or a logistics certificate (at least one).',
    zh_CN: '请至少上传交易凭证或物流凭证中的一项。',
  },
  MATERIAL_AMOUNT_INVALID: {
    code: '40062',
    status: 400,
    en: 'The amount must be a positive {currency} amount with at most {decimals} decimals.',
    zh_CN: '金额须为正数，{currency} 最多 {decimals} 位小数。',
  },
  MATERIAL_NOT_UNDER_REVIEW: {
    code: '40964',
    status: 409,
    en: 'This material is {status}: only a material under review can be approved or rejected.',
    zh_CN: '该材料当前状态为{statusZh}，只有审核中的材料可以通过或拒绝。',
  },
  MATERIAL_REJECTED: {
    code: '40965',
    status: 409,
    en: 'A rejected material cannot be linked: upload a corrected one.',
    zh_CN: '已拒绝的材料不能关联，请上传更正后的材料。',
  },
  LINK_CURRENCY_MISMATCH: {
    code: '40063',
    status: 400,
    en: 'The material is in {materialCurrency} and the collection in {collectionCurrency}: a link joins amounts in the same currency.',
    zh_CN: '材料币种为 {materialCurrency}，收款币种为 {collectionCurrency}：只能关联相同币种的金额。',
  },
  LINK_AMOUNT_INVALID: {
    code: '40064',
    status: 400,
    en: 'The link amount must be a positive {currency} amount with at most {decimals} decimals.',
    zh_CN: '关联金额须为正数，{currency} 最多 {decimals} 位小数。',
  },
  LINK_EXCEEDS_LINKABLE: {
    code: '40966',
    status: 409,
    en: '{amount} {currency} is more than the {side} can still link: {linkable} {currency}.',
    zh_CN: '{amount} {currency} 超过了{sideZh}的可关联金额：{linkable} {currency}。',
  },
  LINK_ALREADY_EXISTS: {
    code: '40967',
    status: 409,
    en: 'This material is already linked to this collection: unlink it first to change the amount.',
    zh_CN: '该材料已关联此收款，如需修改金额请先解除关联。',
  },
  LINK_NOT_PENDING: {
    code: '40968',
    status: 409,
    en: 'This link is {status}: only a link awaiting confirmation can be confirmed or rejected.',
    zh_CN: '该关联当前状态为{statusZh}，只有待确认的关联可以确认或拒绝。',
  },
  LINK_NOT_ACTIVE: {
    code: '40969',
    status: 409,
    en: 'This link is {status}: only a link awaiting confirmation or linked can be unlinked.',
    zh_CN: '该关联当前状态为{statusZh}，只有待确认或已关联的关联可以解除。',
  },
  LINK_MATERIAL_NOT_APPROVED: {
    code: '40977',
    status: 409,
    en: 'The material is {status}: approve it before confirming its links.',
    zh_CN: '该材料当前状态为{statusZh}，请先通过材料审核再确认关联。',
  },
  // ---- end of materials ----
  // ---- end of collections ----
  UNAVAILABLE: {
    code: '50300',
    status: 503,
    en: 'Service Currently Unavailable',
    zh_CN: '服务暂时不可用',
  },
  INTERNAL: {
    code: '50000',
    status: 500,
    en: 'Service Currently Unavailable',
    zh_CN: '服务暂时不可用',
  },
} as const;

export type ErrorKey = keyof typeof errorTable;

export const formatMessage = (template: string, params?: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? ''));

/** Success messages in both languages, keyed the same way. */
export const successMessages = {
  OK: { en: 'Success', zh_CN: '成功' },
  RESET_MAIL_SENT: {
    en: 'If the address belongs to an account, a verification code has been sent to it.',
    zh_CN: '如果该邮箱已注册，验证码已发送至该邮箱。',
  },
  RESET_DONE: { en: 'Reset password success', zh_CN: '重置密码成功' },
  PASSWORD_CHANGED: {
    en: 'Password successfully changed. Redirecting to the login page…',
    zh_CN: '密码修改成功，正在跳转到登录页…',
  },
  LOGGED_OUT: { en: 'Signed out', zh_CN: '已退出登录' },
  USER_CREATED: {
    en: 'User created. A temporary password has been emailed to them.',
    zh_CN: '用户已创建，临时密码已发送至其邮箱。',
  },
  SAVED: { en: 'Saved', zh_CN: '已保存' },
  /** Spec §8's literal message for an upload. */
  UPLOADED: { en: 'Upload Successful', zh_CN: '上传成功' },
  DELETED: { en: 'Deleted', zh_CN: '已删除' },
} as const;
