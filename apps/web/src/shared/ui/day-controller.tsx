import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayField } from './day-field';

/** A form's day (`YYYY-MM-DD`) through the one date field, never the browser's own date input. */
export const DayController = <T extends FieldValues>({
  control,
  name,
  label,
  error,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: boolean;
  helperText?: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <DayField
        name={name}
        label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        error={error}
        helperText={helperText}
        width="100%"
      />
    )}
  />
);
