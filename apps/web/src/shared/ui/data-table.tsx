import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSize } from '../list/list-search';
import { EmptyState } from './empty-state';

/** The pager (and the select it carries) loads with the first list that pages, not with every table. */
const ListPagination = lazy(() => import('./list-pagination').then((m) => ({ default: m.ListPagination })));
/** TablePagination's height, held while the pager loads so the page does not move. */
const PAGER_HEIGHT = 52;

export type Column<R> = {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /**
   * Which columns give way on a narrow screen: 1 (default) always shows, 2 hides below 960 px, 3 below
   * 1280 px. A hidden column still shows in the row's stacked form on phones.
   */
  priority?: 1 | 2 | 3;
  /** On phones (below 600 px) a row stacks: `lead` columns (amount, status) come first, side by side. */
  lead?: boolean;
  /** The row's actions: on phones they close the stacked row, without a label. */
  actions?: boolean;
  nowrap?: boolean;
};

export type Paging = {
  total: number;
  page: number;
  size: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
};

type Props<R> = {
  columns: Column<R>[];
  rows: R[] | undefined;
  rowKey: (row: R) => string;
  /** The first load (nothing to show yet); a refetch keeps the old rows under a progress bar. */
  loading: boolean;
  fetching?: boolean;
  /** What the empty list says, and the next step (a button or link) when there is one. */
  empty: { text: string; action?: ReactNode };
  /** The table's accessible name (usually the screen's title). */
  label: string;
  /** Extra attributes of each row (data-testid …). */
  rowProps?: (row: R) => Record<string, unknown>;
  paging?: Paging;
};

const hideBelow = (priority: Column<unknown>['priority']) =>
  priority === 3
    ? { display: { xs: 'none', lg: 'table-cell' } }
    : priority === 2
      ? { display: { xs: 'none', md: 'table-cell' } }
      : {};

/**
 * Every list's table (CONVENTIONS 12) over MUI Table: the columns, the loading and empty states, columns
 * that give way on narrow screens, rows that stack below 600 px (amount and status first), and the pager.
 * Wide content scrolls inside the card instead of being cut.
 */
export const DataTable = <R,>({
  columns,
  rows,
  rowKey,
  loading,
  fetching,
  empty,
  label,
  rowProps,
  paging,
}: Props<R>) => {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const list = rows ?? [];
  const busy = (fetching ?? false) && list.length > 0;
  let body: ReactNode;
  if (list.length === 0) {
    body = loading ? <EmptyState text={t('common.loading')} /> : <EmptyState {...empty} />;
  } else if (phone) {
    const leads = columns.filter((c) => c.lead);
    const actions = columns.filter((c) => c.actions);
    const others = columns.filter((c) => !c.lead && !c.actions);
    body = (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((row) => (
          <Box
            component="li"
            key={rowKey(row)}
            {...rowProps?.(row)}
            sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', mb: 1 }}
            >
              {leads.map((c) => (
                <Box key={c.key} sx={{ fontWeight: 600 }}>
                  {c.cell(row)}
                </Box>
              ))}
            </Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
              {others.map((c) => (
                <Box key={c.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary" sx={{ pr: 1.5 }}>
                    {c.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {c.cell(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions.length > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
                {actions.map((c) => (
                  <Box key={c.key}>{c.cell(row)}</Box>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    );
  } else {
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ whiteSpace: 'nowrap', ...hideBelow(c.priority) }}
                >
                  {c.actions && !c.header ? (
                    // A column header must not be empty: the actions column is named for screen readers only.
                    <Box component="span" sx={visuallyHidden}>
                      {t('common.actions')}
                    </Box>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={rowKey(row)} hover {...rowProps?.(row)}>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    sx={{
                      ...(c.nowrap || c.actions ? { whiteSpace: 'nowrap' } : {}),
                      ...hideBelow(c.priority),
                    }}
                  >
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box sx={{ position: 'relative' }} aria-busy={busy || loading}>
      {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />}
      {body}
      {paging && (
        <Suspense fallback={<Box sx={{ minHeight: PAGER_HEIGHT }} />}>
          <ListPagination {...paging} />
        </Suspense>
      )}
    </Box>
  );
};
