import type { FundPage } from '@common/api/fund';
import { rowListRules, type PagedListRules, type RowList } from '@/lib/query';

// A fund list as a screen holds it: the pages loaded so far (the shared row list of src/lib/query/rows.ts).

export type FundList<T> = RowList<T>;

export function fundListRules<T extends { id: number }>(): PagedListRules<FundList<T>, FundPage<T>> {
  return rowListRules<T, FundPage<T>>();
}

export { infiniteListState } from '@/lib/query';
