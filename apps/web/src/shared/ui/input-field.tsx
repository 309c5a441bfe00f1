import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type InputFieldProps = Omit<OutlinedInputProps, 'label' | 'ref' | 'inputRef' | 'sx' | 'slotProps'> & {
  label: ReactNode;
  helperText?: ReactNode;
  /** Applies to the whole field, as on TextField. */
  sx?: SxProps<Theme>;
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string> };
};

/**
 * An outlined text field built from its parts, as MUI's TextField draws it (label, outline, helper text,
 * error and required marks, the helper text as the input's description). TextField also carries the select,
 * its menu and modal (about 20 KB compressed) in every screen that uses it; the sign-in form, the first
 * thing most people load, uses this instead.
 */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, helperText, error, fullWidth, size, required, disabled, id, sx, slotProps, ...input },
  /** The `<input>` element (react-hook-form's `register` and `Controller` pass theirs here). */
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        inputRef={ref}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
