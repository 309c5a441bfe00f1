import type { PageData } from '@remit/contract/gateway';

/** A list's answer: the rows a page query found, each as its record, with the page and size asked for. */
export const pageAnswer = <Row, Rec>(
  found: { records: Row[]; total: number },
  toRecord: (row: Row) => Rec,
  { page, size }: { page: number; size: number },
): PageData<Rec> => ({ records: found.records.map(toRecord), total: found.total, page, size });
