import { z } from 'zod';
import { textField } from './text';
import type { LocalText } from './local-text';
import { pageData, pageFields, searchField } from './gateway';

/** The audit log (Logs): who changed what, when and from where, filtered and paged per partner. */

const instant = z.iso.datetime({ offset: true, error: 'validation.date' });
/** A date range on instants (the web turns its shortcuts into them in the user's time zone). */
const dateRangeFields = {
  from: instant.optional(),
  to: instant.optional(),
};
/** A range must not end before it starts; the message names the end date. */
const dateRangeOk = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || new Date(v.from).getTime() <= new Date(v.to).getTime();
const dateRangeIssue = { error: 'validation.dateRange', path: ['to'] };

const auditLogFilterFields = {
  userId: z.uuid().optional(),
  /** Part of the user's name or email. */
  user: searchField,
  action: textField(64).optional(),
  subject: textField(64).optional(),
  ...dateRangeFields,
};
export const auditLogFilter = z.object(auditLogFilterFields).refine(dateRangeOk, dateRangeIssue);
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

export const auditLogPageRequest = z
  .object({ ...pageFields, ...auditLogFilterFields })
  .refine(dateRangeOk, dateRangeIssue);
export type AuditLogPageRequest = z.infer<typeof auditLogPageRequest>;

export const auditLogRecord = z.object({
  id: z.string(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  subjectId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** What a person calls the record (an order number, a user's email, a name), when it still exists. */
  reference: z.string().nullable(),
});
export type AuditLogRecord = z.infer<typeof auditLogRecord>;
export const auditLogPageData = pageData(auditLogRecord);

/** The distinct actions seen in this partner's log, for the filter's menu. */
export const auditLogActionsData = z.array(z.string());

// ---- texts ----

/**
 * Every action an audit entry can name, as the Logs page and its export show it. The server's `writeAudit` takes
 * only these, so a new action cannot reach the log without its words in both languages.
 */
export const auditActionText = {
  create: { en: 'Create', zh_CN: '创建' },
  update: { en: 'Update', zh_CN: '更新' },
  delete: { en: 'Delete', zh_CN: '删除' },
  status: { en: 'Status change', zh_CN: '状态变更' },
  enable: { en: 'Enable', zh_CN: '启用' },
  disable: { en: 'Disable', zh_CN: '停用' },
  export: { en: 'Export', zh_CN: '导出' },
  generate: { en: 'Generate', zh_CN: '生成' },
  seed: { en: 'Set-up', zh_CN: '初始化' },
  upload: { en: 'Upload', zh_CN: '上传' },
  lookup: { en: 'Lookup', zh_CN: '查询' },
  simulate: { en: 'Simulate', zh_CN: '模拟' },
  open: { en: 'Open', zh_CN: '开通' },
  approve: { en: 'Approve', zh_CN: '批准' },
  reject: { en: 'Reject', zh_CN: '拒绝' },
  confirm: { en: 'Confirm', zh_CN: '确认' },
  unlink: { en: 'Unlink', zh_CN: '取消关联' },
  submit: { en: 'Submit', zh_CN: '提交' },
  resubmit: { en: 'Resubmit', zh_CN: '重新提交' },
  reset: { en: 'Reset', zh_CN: '重置' },
  credit: { en: 'Credit', zh_CN: '入账' },
  fail: { en: 'Fail', zh_CN: '失败' },
  login: { en: 'Sign in', zh_CN: '登录' },
  'login.failed': { en: 'Sign-in failed (wrong password)', zh_CN: '登录失败（密码错误）' },
  'login.two-factor-failed': { en: 'Sign-in failed (wrong code)', zh_CN: '登录失败（验证码错误）' },
  'login.locked': { en: 'Account locked', zh_CN: '账户已锁定' },
  'prompt.password-failed': { en: 'Wrong password at a prompt', zh_CN: '二次验证密码错误' },
  'prompt.code-failed': { en: 'Wrong code at a prompt', zh_CN: '二次验证验证码错误' },
  'login.refused': { en: 'Sign-in refused (account locked)', zh_CN: '登录被拒（账户已锁定）' },
  'login.unknown': { en: 'Sign-in with an unknown email', zh_CN: '未知邮箱登录' },
  logout: { en: 'Sign out', zh_CN: '退出登录' },
  'password.change': { en: 'Password change', zh_CN: '修改密码' },
  'password.reset': { en: 'Password reset', zh_CN: '重置密码' },
  'password.reset-requested': { en: 'Password reset requested', zh_CN: '申请重置密码' },
  'two-factor.enable': { en: 'Two-factor sign-in on', zh_CN: '开启两步验证' },
  'two-factor.recovery-code-used': { en: 'Recovery code used', zh_CN: '使用恢复码' },
  'user.two-factor-reset': { en: 'Two-factor sign-in reset', zh_CN: '重置两步验证' },
  'setting.two-factor': { en: 'Two-factor requirement', zh_CN: '两步验证要求' },
  apply: { en: 'Apply for a card', zh_CN: '申请开卡' },
  'bulk-apply': { en: 'Bulk card application', zh_CN: '批量申请开卡' },
  issue: { en: 'Issue', zh_CN: '发卡' },
  activate: { en: 'Activate', zh_CN: '激活' },
  block: { en: 'Block', zh_CN: '冻结' },
  unblock: { en: 'Unblock', zh_CN: '解冻' },
  loss: { en: 'Report lost', zh_CN: '挂失' },
  unloss: { en: 'Recover from loss', zh_CN: '解除挂失' },
  revoke: { en: 'Revoke', zh_CN: '注销' },
  close: { en: 'Close', zh_CN: '关闭' },
  expire: { en: 'Expire', zh_CN: '过期' },
  limits: { en: 'Limits change', zh_CN: '限额变更' },
  topUp: { en: 'Top up', zh_CN: '充值' },
  withdraw: { en: 'Withdraw', zh_CN: '提现' },
  setPin: { en: 'Set PIN', zh_CN: '设置 PIN' },
  resetPin: { en: 'Reset PIN', zh_CN: '重置 PIN' },
  'resetPin.refused': { en: 'Reset PIN refused', zh_CN: '重置 PIN 被拒' },
  setAcsPassword: { en: 'Set 3-D Secure password', zh_CN: '设置 3-D 安全验证密码' },
  resetAcsPassword: { en: 'Reset 3-D Secure password', zh_CN: '重置 3-D 安全验证密码' },
  'resetAcsPassword.refused': { en: 'Reset 3-D Secure password refused', zh_CN: '重置 3-D 安全验证密码被拒' },
  sendResetCode: { en: 'Send reset code', zh_CN: '发送重置验证码' },
  sendInfo: { en: 'Send card information', zh_CN: '发送卡片信息' },
  'view-sensitive': { en: 'View card number', zh_CN: '查看卡号' },
  'view-sensitive.denied': { en: 'View card number refused', zh_CN: '查看卡号被拒' },
  'view-sensitive.granted': { en: 'View card number allowed', zh_CN: '查看卡号已授权' },
  'network.authorization': { en: 'Card authorization', zh_CN: '卡授权' },
  'network.verification': { en: 'Card verification', zh_CN: '卡验证' },
  'network.clearing': { en: 'Card clearing', zh_CN: '卡清算' },
  'network.reversal': { en: 'Card reversal', zh_CN: '卡冲正' },
  'network.refund': { en: 'Card refund', zh_CN: '卡退款' },
  'network.incremental': { en: 'Incremental authorization', zh_CN: '追加授权' },
} as const satisfies Record<string, LocalText>;
export type AuditAction = keyof typeof auditActionText;
/** Every module (subject) an audit entry can name, as the Logs page and its export show it; as the actions. */
export const auditSubjectText = {
  account: { en: 'Account', zh_CN: '账户' },
  approvalRule: { en: 'Approval thresholds', zh_CN: '审批阈值' },
  beneficiary: { en: 'Beneficiaries', zh_CN: '收款人' },
  dashboard: { en: 'Dashboard', zh_CN: '仪表盘' },
  exchange: { en: 'Exchange', zh_CN: '换汇' },
  logs: { en: 'Logs', zh_CN: '日志' },
  auditLogs: { en: 'Logs', zh_CN: '日志' },
  partner: { en: 'Partner', zh_CN: '合作方' },
  permission: { en: 'Permissions', zh_CN: '权限' },
  reports: { en: 'Reports', zh_CN: '报表' },
  role: { en: 'Roles', zh_CN: '角色' },
  statement: { en: 'Statements', zh_CN: '对账单' },
  tradeDownload: { en: 'Trade download', zh_CN: '交易下载' },
  transactions: { en: 'Transactions', zh_CN: '交易记录' },
  user: { en: 'Users', zh_CN: '用户' },
  withdrawal: { en: 'Withdrawal', zh_CN: '提现' },
  payment: { en: 'Payment', zh_CN: '付款' },
  transfer: { en: 'Transfer', zh_CN: '转账' },
  session: { en: 'Session', zh_CN: '会话' },
  fee: { en: 'Fees', zh_CN: '费用' },
  setting: { en: 'Settings', zh_CN: '设置' },
  withdrawalAccount: { en: 'Withdrawal accounts', zh_CN: '提现账户' },
  card: { en: 'Cards', zh_CN: '卡片' },
  'card-apply': { en: 'Card applications', zh_CN: '开卡申请' },
  cardAuthorization: { en: 'Card authorizations', zh_CN: '卡授权' },
  collection: { en: 'Collections', zh_CN: '收款' },
  feeSchedule: { en: 'Fee schedule', zh_CN: '费率表' },
  material: { en: 'Materials', zh_CN: '材料' },
  materialLink: { en: 'Material links', zh_CN: '材料关联' },
  merchant: { en: 'Merchants', zh_CN: '商户' },
} as const satisfies Record<string, LocalText>;
export type AuditSubject = keyof typeof auditSubjectText;
