import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues, V> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'slotProps'
> & {
  control: Control<T, unknown, V>;
  /** The currency after the figure, once known. */
  currency: string | undefined;
};

/**
 * A money form's `amount`: spaces are dropped as they are typed, the currency stands after the figure, and phones
 * show their decimal keypad.
 */
export const AmountField = <T extends FieldValues & { amount: string }, V>({
  control,
  currency,
  ...props
}: Props<T, V>) => (
  <Controller
    control={control}
    name={'amount' as Path<T>}
    render={({ field }) => (
      <TextField
        {...field}
        {...props}
        onChange={(e) => field.onChange(e.target.value.trim())}
        slotProps={{ input: { endAdornment: currency }, htmlInput: { inputMode: 'decimal' } }}
      />
    )}
  />
);
