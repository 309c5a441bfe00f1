import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A select of business type codes, each shown by its name; the value is the code as text. */
export const BusinessTypeSelect = ({
  types,
  ...props
}: Omit<TextFieldProps, 'select' | 'children'> & { types: readonly number[] }) => {
  const { t } = useTranslation();
  return (
    <TextField select {...props}>
      {types.map((b) => (
        <MenuItem key={b} value={String(b)}>
          {t(`collection.businessTypes.${b}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
