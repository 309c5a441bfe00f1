import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../ui/field-error';

export type FormTextFieldProps<V extends FieldValues, N extends FieldPath<V>> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  control: Control<V>;
  name: N;
  rules?: ControllerProps<V, N>['rules'];
  /** What else a change does, once the form holds the new value. */
  onValue?: (value: string) => void;
  /** What stands under the field while it has no error. */
  hint?: ReactNode;
  /** The error's text: by default the contract rule's text, or the server's as it came (`fieldErrorText`). */
  errorText?: (error: FieldError) => ReactNode;
  /** A select's choices, as menu items. */
  options?: readonly { value: string; label: ReactNode }[];
};

/**
 * A text field or select holding one value of a react-hook-form form: marked and explained while the value
 * breaks its rule, the hint under it otherwise.
 */
export const FormTextField = <V extends FieldValues, N extends FieldPath<V>>({
  control,
  name,
  rules,
  onValue,
  hint,
  errorText,
  options,
  children,
  ...props
}: FormTextFieldProps<V, N>) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          // The input itself, so that a failed check can focus it.
          inputRef={ref}
          onChange={(event) => {
            field.onChange(event);
            onValue?.(event.target.value);
          }}
          {...props}
          error={!!error}
          helperText={(error && (errorText ? errorText(error) : fieldErrorText(t, error))) || hint}
        >
          {options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
          {children}
        </TextField>
      )}
    />
  );
};
