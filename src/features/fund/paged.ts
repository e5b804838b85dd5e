import type { FundPage } from '@common/api/fund';
import type { PagedListRules } from '@/lib/query';
// The rows module alone: the query index would bring the cache and the session with it (tests run it without a DOM).
import { rowListRules, type RowList } from '@/lib/query/rows';

// A fund list as a screen holds it: the pages loaded so far (the shared row list of src/lib/query/rows.ts).

export type FundList<T> = RowList<T>;

export function fundListRules<T extends { id: number }>(): PagedListRules<FundList<T>, FundPage<T>> {
  return rowListRules<T, FundPage<T>>();
}

export { infiniteListState } from '@/lib/query/rows';
