import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The row's name, so each button says what it acts on (screen readers, tests). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** A row's Edit and Delete; a button the user's rules do not allow is not passed in, so it is not shown. */
export const RowActions = ({ name, onEdit, onDelete }: Props) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {onEdit && (
        <Tooltip title={t('permission.common.edit')}>
          <IconButton size="small" aria-label={t('permission.common.editNamed', { name })} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('permission.common.delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('permission.common.deleteNamed', { name })}
            onClick={onDelete}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};
