import { auditActionText, auditLogFilter, isAuditAction, type AuditLogFilter } from '@remit/contract/log';
import type { ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import { auditBatches, countAudit, type AuditRow } from './log.repository';

/** Module names as the Logs screen shows them (the web's logs.modules), so the file reads like the screen. */
const MODULE_NAMES: Record<string, { en: string; zh_CN: string }> = {
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
};

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Logs → Export: the audit log with the screen's filter. */
export const auditLogsKind: ExportKind<AuditLogFilter, AuditRow> = {
  name: 'auditLogs',
  permission: { action: 'index', subject: 'logs' },
  filter: auditLogFilter,
  title: { en: 'audit-log', zh_CN: '操作日志' },
  columns: [
    { header: { en: 'Time (UTC)', zh_CN: '时间（UTC）' }, value: (r) => r.createdAt.toISOString() },
    { header: { en: 'User', zh_CN: '用户' }, value: (r) => r.userName ?? '' },
    { header: { en: 'Email', zh_CN: '邮箱' }, value: (r) => r.email ?? '' },
    {
      header: { en: 'Action', zh_CN: '操作' },
      value: (r, l) => (isAuditAction(r.action) ? auditActionText[r.action][l] : r.action),
    },
    { header: { en: 'Module', zh_CN: '模块' }, value: (r, l) => MODULE_NAMES[r.subject]?.[l] ?? r.subject },
    { header: { en: 'Record', zh_CN: '记录' }, value: (r) => r.reference ?? r.subjectId ?? '' },
    { header: { en: 'IP address', zh_CN: 'IP 地址' }, value: (r) => r.ip ?? '' },
    { header: { en: 'Before', zh_CN: '变更前' }, value: (r) => json(r.before) },
    { header: { en: 'After', zh_CN: '变更后' }, value: (r) => json(r.after) },
  ],
  count: (ctx, f) => countAudit(ctx.db, ctx.partnerId, f),
  batches: (ctx, f) => auditBatches(ctx.db, ctx.partnerId, f),
};

export const registerAuditLogsKind = (kinds: ExportRegistry) => {
  kinds.register(auditLogsKind);
};
