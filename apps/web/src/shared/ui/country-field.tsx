import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@remit/contract/beneficiary';

const regionNames = (lang: string) =>
  new Intl.DisplayNames([lang === 'zh-cn' ? 'zh-CN' : 'en'], { type: 'region' });

/**
 * An ISO 3166 country picker: the browser's name of each code in the interface language, the code beside
 * it ("Mexico (MX)"), typed to filter. The value is the alpha-2 code, '' for none.
 */
export const CountryField = ({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) => {
  const { i18n } = useTranslation();
  const names = useMemo(() => regionNames(i18n.language), [i18n.language]);
  const labelOf = (code: string) => (code ? `${names.of(code) ?? code} (${code})` : '');
  return (
    <Autocomplete
      options={COUNTRY_CODES}
      value={value || null}
      onChange={(_e, v) => onChange(v ?? '')}
      onBlur={onBlur}
      getOptionLabel={labelOf}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
};
