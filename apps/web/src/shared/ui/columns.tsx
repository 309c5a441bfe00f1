import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { Column } from './data-table';

type Place = Pick<Column<unknown>, 'priority' | 'lead' | 'nowrap'>;

/** An amount column: right-aligned, on one line. */
export const moneyColumn = <R,>(
  key: string,
  header: ReactNode,
  cell: (row: R) => ReactNode,
  place: Place = {},
): Column<R> => ({ key, header, align: 'right', nowrap: true, ...place, cell });

/** A reference column (an order or record number): monospaced, on one line. */
export const codeColumn = <R,>(key: string, header: ReactNode, code: (row: R) => ReactNode): Column<R> => ({
  key,
  header,
  nowrap: true,
  cell: (row) => <span style={{ fontFamily: 'monospace' }}>{code(row)}</span>,
});

/** The last column, with no header: a row's buttons, on the right. */
export const actionsColumn = <R,>(cell: (row: R) => ReactNode): Column<R> => ({
  key: 'actions',
  header: '',
  align: 'right',
  actions: true,
  cell,
});

/** The last column: the button that opens a row's details. */
export const detailsColumn = <R,>(
  label: string,
  onOpen: (row: R) => void,
  /** The button's name when its label alone does not say which row (several "View" in a table). */
  name?: (row: R) => string,
): Column<R> =>
  actionsColumn((row) => (
    <Button size="small" onClick={() => onOpen(row)} aria-label={name?.(row)}>
      {label}
    </Button>
  ));
