import { idListRules, infiniteListProps, type IdList, type IdPage } from './id-list';
import type { PagedListRules } from './paged';

// Paged lists of rows with an `id` field, as the `{ data, total }` calls answer them (funds, news, invitations,
// loans): the id-keyed rules of ./id-list.ts, keyed by `id`. Kept apart from the query index so pure tests load no
// cache or session.

export type RowList<T> = IdList<T>;
export type RowPage<T> = IdPage<T>;

const rowId = (row: { id: number }): number => row.id;

/** Page 1 replaces, a later page adds the rows not shown yet; `P` is the call's page type when it says more. */
export function rowListRules<T extends { id: number }, P extends IdPage<T> = IdPage<T>>(): PagedListRules<IdList<T>, P> {
  return idListRules<T>(rowId);
}

/** What InfiniteList is told of a row list (the same as for any id-keyed list). */
export const infiniteListState = infiniteListProps;
