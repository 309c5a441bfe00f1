import { gatewayBody } from '@remit/contract/gateway';
import { auditLogActionsData, auditLogPageData, auditLogPageRequest } from '@remit/contract/log';
import { gatewayPlugin } from '../../platform/gateway-route';
import { createLogService } from './log.service';
import { registerAuditLogsKind } from './log.export';

/** Logs (spec §2): the partner's audit log, filterable by user, action and date; exportable. */
export const logsRoutes = () =>
  gatewayPlugin(['logs'], ({ route, family, app }) => {
    registerAuditLogsKind(app.exportKinds);
    const logs = createLogService({ db: app.db });
    family('logs', 'logs', logs, { page: [auditLogPageRequest, auditLogPageData] });
    route(
      'logs/list',
      { auth: ['index', 'logs'], body: gatewayBody, data: auditLogActionsData },
      ({ actor }) => logs.actions(actor),
    );
  });
