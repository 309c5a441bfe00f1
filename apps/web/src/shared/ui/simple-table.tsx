import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SimpleColumn<R> = {
  /** The column's name; its header is the text `<texts>.<key>` unless `header` says otherwise. */
  key: string;
  header?: ReactNode;
  cell: (row: R) => ReactNode;
  align?: 'right';
  /** The body cells' style. */
  sx?: SxProps<Theme>;
  /** The header cell's style. */
  headerSx?: SxProps<Theme>;
};

/**
 * A small table inside a card, a panel or a dialog (a record's history, a few hits, an upload's errors): a
 * header row of the column titles, then one row a record. No paging, no stacking on phones: a list page
 * uses `DataTable`.
 */
export const SimpleTable = <R,>({
  columns,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  rowTestId,
  rowProps,
  texts,
  label,
  labelledBy,
  sx,
}: {
  columns: SimpleColumn<R>[];
  rows: readonly R[];
  /** What tells the rows apart: by default the record's `id`. */
  rowKey?: (row: R, index: number) => string | number;
  rowTestId?: string;
  /** Extra attributes of each row (hover, data-status …). */
  rowProps?: (row: R) => Record<string, unknown>;
  /** Where the headers' texts stand. */
  texts?: string;
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  sx?: SxProps<Theme>;
}) => {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={label} aria-labelledby={labelledBy} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={c.headerSx}>
              {c.header ?? t(`${texts}.${c.key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)} data-testid={rowTestId} {...rowProps?.(row)}>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={c.sx}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
