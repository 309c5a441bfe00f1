import type { ReactNode } from 'react';
import type { OrderRecord } from '@remit/contract/order';
import { formatDateTime } from '../../../shared/date/date-time';
import { codeColumn, detailsColumn } from '../../../shared/ui/columns';
import type { Column } from '../../../shared/ui/data-table';

/**
 * An order list's columns around its own: the order number and when it was made first, then its status and
 * the button that opens its detail.
 */
export const orderColumns = (
  headers: { orderNo: string; created: string; status: string; details: string },
  status: (order: OrderRecord) => ReactNode,
  onOpen: (id: string) => void,
  middle: Column<OrderRecord>[],
): Column<OrderRecord>[] => [
  codeColumn('orderNo', headers.orderNo, (o) => o.orderNo),
  {
    key: 'created',
    header: headers.created,
    // Date and time may take two lines: an order list has many columns to fit beside it.
    cell: (o) => formatDateTime(o.createdAt),
    priority: 2,
  },
  ...middle,
  { key: 'status', header: headers.status, lead: true, cell: status },
  detailsColumn(headers.details, (o) => onOpen(o.id)),
];
