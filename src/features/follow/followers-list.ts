import type { Follower, MyFollowerPage } from '@common/api/follow';
import { idListRules, type IdList, type PagedListRules } from '@/lib/query';

// A trader's followers as the screen holds them: the rows so far and the summary (spec section 3, "My-follower
// summary"), which every page carries; the latest page's is the freshest.

export interface FollowerSummary {
  total_profits: string;
  position_profits: string;
  follow_num: number;
}

export interface FollowersList extends IdList<Follower> {
  summary: FollowerSummary | null;
}

const rows = idListRules((follower: Follower) => follower.follow_id);

export const followersRules: PagedListRules<FollowersList, MyFollowerPage> = {
  empty: { ...rows.empty, summary: null },
  withPage: (list, page, number) => ({
    ...rows.withPage(list, page, number),
    summary: { total_profits: page.total_profits, position_profits: page.position_profits, follow_num: page.follow_num },
  }),
  withFailure: (list) => ({ ...list, failed: true }),
};
