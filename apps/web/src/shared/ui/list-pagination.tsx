import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@remit/contract/paging';

export type PageSize = (typeof PAGE_SIZES)[number];

type Props = {
  total: number;
  page: number;
  size: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
};

/** Every list's pager: pages count from 1 on the wire; sizes 10/25/50/100 (DESIGN §2). */
export const ListPagination = ({ total, page, size, onPage, onSize }: Props) => {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
      onPageChange={(_e, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value) as PageSize)}
    />
  );
};
