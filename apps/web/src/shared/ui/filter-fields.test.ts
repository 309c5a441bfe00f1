import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { asDays, asInstants, shortcutDays } from './date-range';
import type { TFunction } from 'i18next';
import {
  draftOf,
  emptyDraft,
  filterOf,
  selectFilter,
  selectFilters,
  type FilterField,
} from './filter-fields';

const fields: FilterField[] = [
  { kind: 'text', name: 'search', label: 'Search', width: 200 },
  { kind: 'select', name: 'status', label: 'Status', width: 100, all: 'All', number: true, options: [] },
  { kind: 'select', name: 'state', label: 'State', width: 100, fallback: 'open', options: [] },
  { kind: 'period', custom: true, days: true, keys: ['createdFrom', 'createdTo'] },
];

describe('filter fields', () => {
  it('start empty, selects on "all" or their fallback', () => {
    expect(emptyDraft(fields)).toEqual({
      values: { search: '', status: '', state: 'open' },
      period: { period: '', from: '', to: '' },
    });
  });

  it('send trimmed text, numbers, and leave empty fields out', () => {
    const draft = emptyDraft(fields);
    draft.values = { search: '  ab ', status: '0', state: 'open' };
    expect(filterOf(fields, draft)).toEqual({ search: 'ab', status: 0, state: 'open' });
    expect(filterOf(fields, emptyDraft(fields))).toEqual({ state: 'open' });
  });

  it('send a shortcut as its days and read them back as the shortcut', () => {
    const draft = { ...emptyDraft(fields), period: { period: 'today' as const, from: '', to: '' } };
    const today = asDays(shortcutDays('today'));
    expect(filterOf(fields, draft)).toMatchObject({ createdFrom: today.dateFrom, createdTo: today.dateTo });
    expect(draftOf(fields, { createdFrom: today.dateFrom, createdTo: today.dateTo }).period.period).toBe(
      'today',
    );
    expect(draftOf(fields, { createdFrom: '2020-01-02' }).period).toEqual({
      period: 'custom',
      from: '2020-01-02',
      to: '',
    });
  });

  it('send instants without `days`; without `custom` a range no shortcut covers is any time', () => {
    const shortcuts: FilterField[] = [{ kind: 'period' }];
    const week = asInstants(shortcutDays('lastWeek'));
    const draft = { values: {}, period: { period: 'lastWeek' as const, from: '', to: '' } };
    expect(filterOf(shortcuts, draft)).toEqual(week);
    expect(draftOf(shortcuts, week).period.period).toBe('lastWeek');
    const odd = { from: dayjs('2020-01-01').toISOString(), to: dayjs('2020-01-05').toISOString() };
    expect(draftOf(shortcuts, odd).period.period).toBe('');
    expect(draftOf([{ kind: 'period', custom: true }], odd).period.period).toBe('custom');
  });

  it('read numbers and a status of 0 from the URL as text', () => {
    expect(draftOf(fields, { status: 0, search: 'x' }).values).toEqual({
      search: 'x',
      status: '0',
      state: 'open',
    });
  });

  it('describe a select over values, each with its label', () => {
    expect(
      selectFilter(
        { name: 'status', label: 'Status', width: 160, all: 'All', number: true },
        [1, 2],
        (s) => `S${s}`,
      ),
    ).toEqual({
      kind: 'select',
      name: 'status',
      label: 'Status',
      width: 160,
      all: 'All',
      number: true,
      options: [
        { value: 1, label: 'S1' },
        { value: 2, label: 'S2' },
      ],
    });
  });

  it('label the selects of one list under a prefix, each with the shared "all" unless told', () => {
    const t = ((key: string) => `t(${key})`) as unknown as TFunction;
    const select = selectFilters(t, 'card.fields', 'All');
    expect(select('model', 170, ['virtual', 'physical'], (m) => m.toUpperCase())).toEqual({
      kind: 'select',
      name: 'model',
      label: 't(card.fields.model)',
      width: 170,
      all: 'All',
      options: [
        { value: 'virtual', label: 'VIRTUAL' },
        { value: 'physical', label: 'PHYSICAL' },
      ],
    });
    expect(select('status', 200, [1], String, { all: undefined, fallback: '1', number: true })).toMatchObject(
      {
        label: 't(card.fields.status)',
        all: undefined,
        fallback: '1',
        number: true,
      },
    );
  });
});
