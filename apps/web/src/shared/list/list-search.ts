import { PAGE_SIZES } from '@remit/contract/paging';
import type { z } from 'zod';

export type PageSize = (typeof PAGE_SIZES)[number];
/** A list's place in the URL: its filter fields, the page (from 1) and the page size. */
export type ListSearch<F> = Partial<F> & { page: number; size: PageSize };

/** Fields of a page request that are not the user's filter. */
const NOT_FILTER = new Set(['page', 'size', 'cursor', 'dtoName', 'language']);

const pageOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : 1;
const sizeOf = (value: unknown): PageSize =>
  PAGE_SIZES.includes(value as PageSize) ? (value as PageSize) : PAGE_SIZES[0];

/**
 * The route's `validateSearch` for a list, from the contract's page-request schema: each filter field is
 * kept when the contract accepts it and dropped otherwise (a pasted or edited link never breaks the screen),
 * a range the contract refuses as a whole (an end before its start) is dropped, page and size fall back to
 * 1 and 10.
 */
export const listSearch = <S extends z.ZodObject>(request: S) => {
  type Filter = Omit<z.output<S>, 'page' | 'size' | 'cursor' | 'dtoName' | 'language'>;
  const shape = request.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape).filter((key) => !NOT_FILTER.has(key));
  return (raw: Record<string, unknown>): ListSearch<Filter> => {
    const filter: Record<string, unknown> = {};
    for (const key of keys) {
      if (raw[key] === undefined || raw[key] === '') continue;
      const field = shape[key]!.safeParse(raw[key]);
      if (field.success && field.data !== undefined) filter[key] = field.data;
    }
    const whole = request.safeParse({ ...filter, page: 1, size: PAGE_SIZES[0] });
    if (!whole.success)
      for (const issue of whole.error.issues) for (const key of issue.path) delete filter[String(key)];
    return { ...(filter as Partial<Filter>), page: pageOf(raw.page), size: sizeOf(raw.size) };
  };
};

/** A search value a link may carry: TanStack Router has already read numbers and booleans from the URL. */
type LooseValue = string | number | boolean;
export type LooseSearch = Record<string, LooseValue | undefined>;

/**
 * The router's `validateSearch` for every screen: plain values kept, anything else (objects, arrays) dropped,
 * page and size normalised. Each screen checks its own fields against the contract when it renders
 * (`useListSearch` with its `listSearch`), so the first load carries no schemas.
 */
export const looseSearch = (raw: Record<string, unknown>): LooseSearch => {
  const out: LooseSearch = {};
  for (const [key, value] of Object.entries(raw))
    if (['string', 'number', 'boolean'].includes(typeof value) && value !== '')
      out[key] = value as LooseValue;
  if (raw.page !== undefined) out.page = pageOf(raw.page);
  if (raw.size !== undefined) out.size = sizeOf(raw.size);
  return out;
};

/** What goes back into the URL: empty fields, page 1 and size 10 are left out so links stay short. */
export const searchForUrl = (search: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        value !== undefined &&
        value !== '' &&
        !(key === 'page' && value === 1) &&
        !(key === 'size' && value === PAGE_SIZES[0]),
    ),
  );
