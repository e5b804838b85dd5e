import type { InfiniteData } from '@tanstack/react-query';
import type { FollowOrder, FollowOrderPage, FollowTradeOrder } from '@common/api/follow';
import { ORDER_STATUS } from '@common/contract';

// What a FOREX_FOLLOW_TRADE push does to one cached list of a follow's copies (the order drawer's holding or
// history tab). Pure, so it is tested without a browser. The same pages come back when nothing shown changed, so
// a push that touches no shown copy repaints nothing.

export type CopyPages = InfiniteData<FollowOrderPage, number>;

/** The follow a copies list shows: the trader's and the follower's user ids. */
export interface CopiesOf {
  traderUserId: number;
  followerUserId: number;
}

/** A new list (maybe the same one), or a reload of the tab when only the server can tell what it now holds. */
export type CopyPushOutcome = { kind: 'pages'; pages: CopyPages } | { kind: 'reload' };

function shownIds(pages: CopyPages): Set<number> {
  return new Set(pages.pages.flatMap((page) => page.data.map((copy) => copy.Id)));
}

function complete(pages: CopyPages): boolean {
  const last = pages.pages[pages.pages.length - 1];
  return last !== undefined && shownIds(pages).size >= last.total;
}

function withValues(copy: FollowOrder, update: FollowTradeOrder): FollowOrder {
  if (copy.UpdatePrice === update.UpdatePrice && copy.FactProfits === update.FactProfits) return copy;
  return { ...copy, UpdatePrice: update.UpdatePrice, FactProfits: update.FactProfits };
}

/**
 * One push on one tab. Holding: live price and profit of the copies shown; a copy that closed leaves the tab (its
 * count with it); a copy the complete tab lacks has just opened, so the tab reloads. History: a copy that closed
 * is a new row, so the tab reloads.
 */
export function onCopyPush(pages: CopyPages, status: number, of: CopiesOf, updates: readonly FollowTradeOrder[]): CopyPushOutcome {
  const mine = updates.filter((update) => update.user_id === of.traderUserId && update.follower_id === of.followerUserId);
  if (mine.length === 0) return { kind: 'pages', pages };
  const closed = mine.filter((update) => update.Status === ORDER_STATUS.history);
  if (status === ORDER_STATUS.history) return closed.length > 0 ? { kind: 'reload' } : { kind: 'pages', pages };
  const shown = shownIds(pages);
  const open = mine.filter((update) => update.Status === ORDER_STATUS.holding);
  if (complete(pages) && open.some((update) => !shown.has(update.Id))) return { kind: 'reload' };
  const gone = new Set(closed.map((update) => update.Id).filter((id) => shown.has(id)));
  const byId = new Map(open.map((update) => [update.Id, update]));
  let changed = gone.size > 0;
  const next = pages.pages.map((page) => {
    const data = page.data.flatMap((copy) => {
      if (gone.has(copy.Id)) return [];
      const update = byId.get(copy.Id);
      return [update ? withValues(copy, update) : copy];
    });
    const same = data.length === page.data.length && data.every((copy, index) => copy === page.data[index]);
    if (same && gone.size === 0) return page;
    changed = true;
    // Every page carries the tab's count: the copies that left take it down on all of them.
    return { ...page, data: same ? page.data : data, total: Math.max(0, page.total - gone.size) };
  });
  return { kind: 'pages', pages: changed ? { ...pages, pages: next } : pages };
}
