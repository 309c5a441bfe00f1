import { randomBytes } from 'node:crypto';

/** A deposit's number people can read out: DP, the UTC day, ten random hex digits. */
export const depositOrderNo = (at: Date) =>
  `DP${at.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;
