import { bigint, timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A point in time, with its zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money in minor units (and other 64-bit counts), read as a bigint: never a float. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
/** When the row was made, by the database's clock unless given. */
export const createdAt = () => ts('created_at').notNull().defaultNow();
/** When the row last changed, by the database's clock unless given. */
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** A required link to another table's row (by its uuid key). */
export const refTo = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  uuid(name).notNull().references(target, actions);
