import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ExportJobStatus } from '@remit/contract/export';
import type { Tx } from '../../db/client';
import { exportJobs, partners } from '../../db/schema/index';
import { orderedPage } from '../../db/paging';
import { firstWhere, valueWhere } from '../../db/lookup';
import { insertOne } from '../../db/writes';

export type ExportJobRow = typeof exportJobs.$inferSelect;

export const insertJob = async (tx: Tx, values: typeof exportJobs.$inferInsert) =>
  insertOne(tx, exportJobs, values);

/** The caller's own jobs, newest first; another partner's or user's jobs are never found. */
export const pageJobs = async (
  tx: Tx,
  owner: { partnerId: string; userId: string },
  status: ExportJobStatus | undefined,
  page: number,
  size: number,
) => {
  const where = and(
    eq(exportJobs.partnerId, owner.partnerId),
    eq(exportJobs.userId, owner.userId),
    status ? eq(exportJobs.status, status) : undefined,
  );
  const order = [desc(exportJobs.createdAt), desc(exportJobs.id)];
  return orderedPage(tx, exportJobs, tx.select().from(exportJobs).$dynamic(), where, order, page, size);
};

export const findJob = async (tx: Tx, owner: { partnerId: string; userId: string }, id: string) =>
  firstWhere(tx, exportJobs, { id, partnerId: owner.partnerId, userId: owner.userId });

/** The worker's view: by id alone (the job row carries its partner). */
export const jobById = async (tx: Tx, id: string) => firstWhere(tx, exportJobs, { id });

/** Moves a job on; answers false when the row is gone (the user deleted it meanwhile). */
export const updateJob = async (tx: Tx, id: string, values: Partial<ExportJobRow>) => {
  const rows = await tx
    .update(exportJobs)
    .set(values)
    .where(eq(exportJobs.id, id))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
};

export const deleteJob = async (tx: Tx, id: string) => {
  await tx.delete(exportJobs).where(eq(exportJobs.id, id));
};

/** Jobs whose file has expired, and failed jobs as old as that. */
export const expiredJobs = (tx: Tx, now: Date, failedBefore: Date) =>
  tx
    .select()
    .from(exportJobs)
    .where(
      sql`(${lt(exportJobs.expiresAt, now)}) or (${exportJobs.status} = 'failed' and ${lt(exportJobs.createdAt, failedBefore)})`,
    );

/** Whether a job's partner is the platform operator (its exports of cross-partner lists span every partner). */
export const isOperatorPartner = async (tx: Tx, partnerId: string) =>
  (await valueWhere(tx, partners, partners.isOperator, { id: partnerId })) ?? false;
