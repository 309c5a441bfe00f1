import { z } from 'zod';
import { authorizationPageRequest } from '@remit/contract/card-authorization';
import { listSearch } from '../../../shared/list/list-search';

/** The Authorizations list's search params: the contract's filter, page and size (CONVENTIONS 12). */
export const cardAuthorizationListSearch = listSearch(authorizationPageRequest);

const id = z.uuid();

/** The one record open on the page (`?id=`), so a reload or a link opens it again. */
export const openedAuthorization = (raw: Record<string, unknown>) => {
  const parsed = id.safeParse(raw.id);
  return { id: parsed.success ? parsed.data : undefined };
};

/** `/card/authorizations`' `validateSearch`: the list's filter and paging, plus the record opened from it. */
export const cardAuthorizationPageSearch = (raw: Record<string, unknown>) => ({
  ...cardAuthorizationListSearch(raw),
  ...openedAuthorization(raw),
});
