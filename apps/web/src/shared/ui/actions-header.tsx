import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The header of a table's row-actions column: no visible text (the buttons speak for themselves), but a
 * name for screen readers, since a column header must not be empty.
 */
export const ActionsHeader = () => {
  const { t } = useTranslation();
  return (
    <TableCell align="right">
      <Box component="span" sx={visuallyHidden}>
        {t('common.actions')}
      </Box>
    </TableCell>
  );
};
