import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContractText } from '../i18n/contract-text';
import { useCountryName } from '../i18n/country-name';
import {
  draftOf,
  emptyDraft,
  filterOf,
  selectFilters,
  type FilterDraft,
  type FilterField,
} from './filter-fields';
import { PeriodRangeFields, PeriodSelect, periodRangeInvalid } from './period-range';

/** One described field, bound to the draft. */
const Field = ({
  field,
  draft,
  error,
  onChange,
}: {
  field: FilterField;
  draft: FilterDraft;
  error?: string;
  onChange: (next: FilterDraft) => void;
}) => {
  const width = { xs: '100%', sm: field.width };
  if (field.kind === 'period') {
    const period = (next: FilterDraft['period']) => onChange({ ...draft, period: next });
    return field.custom ? (
      <PeriodRangeFields value={draft.period} label={field.label} width={field.width} onChange={period} />
    ) : (
      <PeriodSelect
        value={draft.period.period === 'custom' ? '' : draft.period.period}
        label={field.label}
        width={field.width}
        onChange={(shortcut) => period({ period: shortcut, from: '', to: '' })}
      />
    );
  }
  const set = (value: string) => onChange({ ...draft, values: { ...draft.values, [field.name]: value } });
  const common = {
    name: field.name,
    label: field.label,
    value: draft.values[field.name],
    onChange: (e: { target: { value: string } }) => set(e.target.value),
    sx: { width },
    error: !!error,
    helperText: error,
  };
  if (field.kind === 'text')
    return (
      <TextField
        {...common}
        slotProps={field.decimal ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      />
    );
  return (
    <TextField select {...common}>
      {field.all !== undefined && <MenuItem value="">{field.all}</MenuItem>}
      {field.options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** What a list's filters take from its page: the filter in force (from the URL), Search, and buttons after it. */
export type FilterProps<F> = { value: F; onSearch: (filter: F) => void; actions?: ReactNode };

type Props<F> = {
  /** The fields, in order; `false` leaves one out (a field the user may not use here). */
  fields: readonly (FilterField | false | undefined)[];
  /** The filter in force (from the URL); the fields start from it, and again whenever it changes. */
  value?: F;
  onSearch: (filter: F) => void;
  /** What Search keeps from the URL (the card or material the list is opened on); Reset drops it. */
  scope?: Partial<F>;
  ariaLabel?: string;
  /** More buttons after Search (an export button). */
  actions?: ReactNode;
  /** Errors by field name (a range the wrong way round); any error keeps Search from searching. */
  check?: (values: Record<string, string>) => Record<string, string | undefined>;
  /** Anything more after the fields (the chips of a scope the URL carries). */
  children?: ReactNode;
};

const DraftForm = <F,>({
  fields: described,
  value,
  onSearch,
  scope,
  ariaLabel,
  actions,
  check,
  children,
}: Props<F>) => {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const fields = described.filter((f): f is FilterField => !!f);
  const [draft, setDraft] = useState<FilterDraft>(() =>
    value ? draftOf(fields, value as Record<string, unknown>) : emptyDraft(fields),
  );
  const errors = check?.(draft.values) ?? {};
  const form = (
    <Box
      component="form"
      role="search"
      aria-label={ariaLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (periodRangeInvalid(draft.period) || Object.values(errors).some(Boolean)) return;
        onSearch({ ...scope, ...filterOf(fields, draft) } as F);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2.5 }}
    >
      {fields.map((field) => (
        <Field
          key={field.kind === 'period' ? 'period' : field.name}
          field={field}
          draft={draft}
          error={field.kind === 'period' ? undefined : errors[field.name]}
          onChange={setDraft}
        />
      ))}
      {children}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setDraft(emptyDraft(fields));
            onSearch({} as F);
          }}
        >
          {t('common.reset')}
        </Button>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('common.search')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
  if (!phone) return form;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1.5 }}>
        <Button
          variant={open ? 'contained' : 'outlined'}
          color="inherit"
          startIcon={<FilterList />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('common.filters')}
        </Button>
      </Box>
      <Collapse in={open}>{form}</Collapse>
    </>
  );
};

/**
 * Every list's filters (spec §2: lists have filters and a Search action), drawn from field descriptions: the
 * fields wrap, Reset (empty fields, the whole list) and Search close the row, then any extra actions. Search
 * and Reset hand the list its filter (`useListSearch().setFilter` puts it in the URL); a period the wrong way
 * round is marked and not searched. On a phone the fields wait behind a Filters button, so the list is on the
 * first screen.
 */
export const FilterForm = <F,>(props: Props<F>) => (
  <DraftForm key={JSON.stringify(props.value ?? {})} {...props} />
);

/**
 * What a filter bar's fields are drawn with: the translator, the contract's texts, country names in the
 * interface language and the bar's selects.
 */
type FieldKit = {
  t: TFunction;
  text: ReturnType<typeof useContractText>;
  countryName: ReturnType<typeof useCountryName>;
  select: ReturnType<typeof selectFilters>;
};

/**
 * The filters of a list whose texts stand under one namespace `ns`: the form is named by `<ns>.filters.label`
 * (or the key `label`), and `select(name, …)` is labelled by `<ns>.fields.<name>` with the All choice
 * `<ns>.filters.all`. `scope` is what Search keeps from the URL.
 */
export const filterBar = <F,>(
  ns: string,
  fields: (kit: FieldKit) => Props<F>['fields'],
  options: { label?: string; scope?: (value: F) => Partial<F> } = {},
) => {
  const Filters = (props: FilterProps<F>) => {
    const { t } = useTranslation();
    const text = useContractText();
    const countryName = useCountryName();
    const select = selectFilters(t, `${ns}.fields`, t(`${ns}.filters.all`));
    return (
      <FilterForm
        {...props}
        ariaLabel={t(options.label ?? `${ns}.filters.label`)}
        scope={options.scope?.(props.value)}
        fields={fields({ t, text, countryName, select })}
      />
    );
  };
  return Filters;
};
