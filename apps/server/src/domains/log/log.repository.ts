import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditLogFilter } from '@remit/contract/log';
import type { Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { searchIn } from '../../db/filters';

/**
 * The entry's record id as a uuid (null when it is not one), so each reference below is found by its table's
 * primary key rather than by comparing every row's id as text.
 */
const subjectUuid = sql`(case when ${auditLog.subjectId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then ${auditLog.subjectId}::uuid end)`;

const columns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  userId: auditLog.userId,
  userName: users.userName,
  email: users.email,
  action: auditLog.action,
  subject: auditLog.subject,
  subjectId: auditLog.subjectId,
  ip: auditLog.ip,
  before: auditLog.before,
  after: auditLog.after,
  /**
   * What a person calls the record: an order's, merchant's, material's or authorization's number, a user's email,
   * a role's or payee's name, a card's last 4.
   */
  reference: sql<string | null>`case
    when ${auditLog.subject} in ('withdrawal', 'exchange', 'payment', 'transfer') then
      (select o.order_no from orders o where o.id = ${subjectUuid} and o.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'user' then
      (select u.email from users u where u.id = ${subjectUuid} and u.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'role' then
      (select r.name from roles r where r.id = ${subjectUuid} and r.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'beneficiary' then
      (select b.name from beneficiaries b where b.id = ${subjectUuid} and b.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'merchant' then
      (select m.merchant_no from merchants m where m.id = ${subjectUuid} and m.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'card' then
      (select '•••• ' || c.pan_last4 from cards c where c.id = ${subjectUuid} and c.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'cardAuthorization' then
      (select a.record_no from card_authorizations a
        where a.id = ${subjectUuid} and a.partner_id = ${auditLog.partnerId})
    when ${auditLog.subject} = 'material' then
      (select m.material_no from materials m where m.id = ${subjectUuid} and m.partner_id = ${auditLog.partnerId})
  end`,
};
export type AuditRow = {
  id: bigint;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
  email: string | null;
  action: string;
  subject: string;
  subjectId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  reference: string | null;
};

/** The partner's own log only; the user is joined within the same partner. */
const where = (partnerId: string, f: AuditLogFilter): SQL | undefined =>
  and(
    eq(auditLog.partnerId, partnerId),
    f.userId ? eq(auditLog.userId, f.userId) : undefined,
    searchIn(f.user, users.userName, users.email),
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.subject ? eq(auditLog.subject, f.subject) : undefined,
    f.from ? gte(auditLog.createdAt, new Date(f.from)) : undefined,
    f.to ? lte(auditLog.createdAt, new Date(f.to)) : undefined,
  );

const base = (tx: Tx, partnerId: string) =>
  tx
    .select(columns)
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.partnerId, partnerId)));

export const pageAudit = async (tx: Tx, partnerId: string, f: AuditLogFilter, page: number, size: number) => {
  const records: AuditRow[] = await base(tx, partnerId)
    .where(where(partnerId, f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size);
  return { records, total: await countAudit(tx, partnerId, f) };
};

export const countAudit = async (tx: Tx, partnerId: string, f: AuditLogFilter) => {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.partnerId, partnerId)))
    .where(where(partnerId, f));
  return count?.n ?? 0;
};

/**
 * Newest first (by when it happened, then by the order written), in keyset batches (no offset: a deep page costs
 * the same as the first).
 */
export async function* auditBatches(tx: Tx, partnerId: string, f: AuditLogFilter, size = 2000) {
  let before: bigint | undefined;
  for (;;) {
    const rows: AuditRow[] = await base(tx, partnerId)
      .where(
        and(
          where(partnerId, f),
          // After the last row sent, compared in the database (its time has microseconds a Date does not keep).
          before !== undefined
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from audit_log a where a.id = ${before})`
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1]!.id;
  }
}

export const auditActions = async (tx: Tx, partnerId: string) =>
  (
    await tx
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.partnerId, partnerId))
      .orderBy(auditLog.action)
  ).map((r) => r.action);
