import { auditActionText, auditLogFilter, auditSubjectText, type AuditLogFilter } from '@remit/contract/log';
import { textOf } from '@remit/contract/local-text';
import type { ExportKind, ExportRegistry } from '../../platform/exports/export-kinds';
import { auditBatches, countAudit, type AuditRow } from './log.repository';

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
      value: (r, l) => textOf(auditActionText, r.action)?.[l] ?? r.action,
    },
    {
      header: { en: 'Module', zh_CN: '模块' },
      value: (r, l) => textOf(auditSubjectText, r.subject)?.[l] ?? r.subject,
    },
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
