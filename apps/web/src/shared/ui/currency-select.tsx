import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';
import { DEFAULT_BALANCE_CURRENCIES } from '@remit/contract/money';

/**
 * The select of the currencies a balance is held in (a form's currency, a review's, a rule's): a TextField
 * that takes everything but its options (react-hook-form's `field` included).
 */
export const CurrencySelect = forwardRef<HTMLDivElement, Omit<TextFieldProps, 'select' | 'children'>>(
  function CurrencySelect(props, ref) {
    return (
      <TextField ref={ref} select {...props}>
        {DEFAULT_BALANCE_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    );
  },
);
