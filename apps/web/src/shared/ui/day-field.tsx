import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../date/date-time';

type Props = {
  name: string;
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The other end of a range (`YYYY-MM-DD`): the calendar offers no day on the wrong side of it. */
  minDate?: string;
  maxDate?: string;
  error?: boolean;
  helperText?: string;
  width?: number | string;
};

const day = (value: string | undefined) => (value ? dayjs(value, DATE_FORMAT) : undefined);

/**
 * The one date field (MUI X DatePicker, dayjs): shown and typed as `YYYY-MM-DD` in both languages; a typed
 * date reaches the form only when it is a real day, otherwise the field says so and the value stays empty.
 */
export const DayField = ({
  name,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  helperText,
  width = 170,
}: Props) => {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format={DATE_FORMAT}
        value={value ? dayjs(value, DATE_FORMAT) : null}
        minDate={day(minDate)}
        maxDate={day(maxDate)}
        onChange={(next) => {
          if (next === null) {
            setInvalid(false);
            onChange('');
          } else if (next.isValid()) {
            setInvalid(false);
            onChange(next.format(DATE_FORMAT));
          } else {
            setInvalid(true);
            onChange('');
          }
        }}
        slotProps={{
          textField: {
            name,
            error: invalid || error,
            helperText: invalid ? t('filters.invalidDate') : helperText,
            sx: { width: { xs: '100%', sm: width } },
          },
        }}
      />
    </LocalizationProvider>
  );
};
