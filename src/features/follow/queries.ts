import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  applyTrader,
  cancelFollow,
  closeFollowCopies,
  copySkips,
  followList,
  followTrader,
  followedTraders,
  myDealFollowOrders,
  myFollowers,
  pauseFollow,
  rankList,
  resumeFollow,
  traderApplication,
  traderDetail,
  traderList,
  updateFollow,
  type CopySkip,
  type FollowedTrader,
  type FollowOrderPage,
  type MyFollowerPage,
  type RankItem,
  type Trader,
} from '@common/api/follow';
import { closeOrder } from '@common/api/trade';
import { api } from '@/lib/http/api';
import { callMutation, pushRule, sessionKey, type PagedQuery } from '@/lib/query';
import { onCopyPush, type CopiesOf, type CopyPages } from './copy-push';
import type { Page } from '@common/api/page';
import type { LocaleCode } from '@common/locales';

// Copy trading's calls, one definition each: their keys in the cache and how an answer (or a page) is asked for;
// then how FOREX_FOLLOW_TRADE changes the cached answers. The trader list, a trader's detail and the ranking are
// open to guests (their key carries a null token); everything about the user's own follows needs a session. The
// answers that carry traders' cards come in the request's language (a simulated trader's name and bio are
// translated by the server), so they are keyed by it too: after a language switch they are asked again.

const TRADERS = 'follow-traders';
const TRADER = 'follow-trader';
const SETTINGS = 'follow-settings';
const FOLLOWED = 'followed-traders';
const FOLLOWERS = 'my-followers';
const COPIES = 'follow-copies';
const SKIPS = 'copy-skips';
const APPLICATION = 'trader-application';
const RANK = 'trader-rank';

/** Following a trader, or changing the follow's setting (the server's message confirms it). */
export const followMutation = callMutation(api, followTrader);

/** Changing an active follow's settings (issue 36: everything but copy_open). */
export const updateFollowMutation = callMutation(api, updateFollow);

/** Pausing an active follow (open copies stay), and resuming it. */
export const pauseFollowMutation = callMutation(api, pauseFollow);
export const resumeFollowMutation = callMutation(api, resumeFollow);

/**
 * Closing every open copy of a follow. The screen tells the result itself (how many closed, what they realised), so
 * the server's message is not toasted too. Closing is its own guard against a repeat: a second press finds nothing
 * open, as a second close of one copy does.
 */
export const closeFollowCopiesMutation = callMutation(api, closeFollowCopies, { loading: true });

/** Ending a follow, after the warning. */
export const stopFollowMutation = callMutation(api, cancelFollow);

/** Applying to become a trader others copy. */
export const applyTraderMutation = callMutation(api, applyTrader);

/** Closing a copied order by hand (it then no longer follows the trader). */
export const closeCopyMutation = callMutation(api, closeOrder, { toastSuccess: true });

/** Approved traders to copy, best three-week return first. */
export const tradersQuery = (token: string | null, lang: LocaleCode): PagedQuery<Page<Trader>> => ({
  queryKey: sessionKey(token, TRADERS, lang),
  loadPage: (page) => api(traderList, { page }),
});

/** One trader: the card, the statistics, the equity index, recent closed orders and the caller's setting. */
export const traderQuery = (token: string | null, id: number, lang: LocaleCode) =>
  queryOptions({ queryKey: sessionKey(token, TRADER, id, lang), queryFn: () => api(traderDetail, { id }) });

/** The caller's follow settings, the copy ratios on offer and the largest max amount allowed now. */
export const followSettingsQuery = (token: string | null) =>
  queryOptions({ queryKey: sessionKey(token, SETTINGS), queryFn: () => api(followList, {}), enabled: token !== null });

/** The traders the caller follows, with their copies' counts and profit. */
export const followedQuery = (token: string | null, lang: LocaleCode): PagedQuery<Page<FollowedTrader>> => ({
  queryKey: sessionKey(token, FOLLOWED, lang),
  loadPage: (page) => api(followedTraders, { page }),
  enabled: token !== null,
});

/** A trader's followers, each page with the summary. */
export const followersQuery = (token: string | null): PagedQuery<MyFollowerPage> => ({
  queryKey: sessionKey(token, FOLLOWERS),
  loadPage: (page) => api(myFollowers, { page }),
  enabled: token !== null,
});

/** The key both tabs of one follow's copies share (a close by hand refreshes both). */
export const copiesKey = (token: string | null, of: CopiesOf) => sessionKey(token, COPIES, of.traderUserId, of.followerUserId);

/** The copies of one follow in one tab (1 holding, 3 history), seen by the follower or by the trader. */
export const copiesQuery = (token: string | null, of: CopiesOf, status: 1 | 3): PagedQuery<FollowOrderPage> => ({
  queryKey: [...copiesKey(token, of), status],
  loadPage: (page) => api(myDealFollowOrders, { page, user_id: of.traderUserId, follower_user_id: of.followerUserId, status }),
  enabled: token !== null,
});

/** The copies that were not opened, and why; of one trader, or (without one) of every follow. */
export const skipsQuery = (token: string | null, traderId: number | undefined): PagedQuery<Page<CopySkip>> => ({
  queryKey: sessionKey(token, SKIPS, traderId ?? 0),
  loadPage: (page) => api(copySkips, traderId === undefined ? { page } : { page, trader_id: traderId }),
  enabled: token !== null,
});

/** The caller's latest trader application, or null. */
export const applicationQuery = (token: string | null) =>
  queryOptions({ queryKey: sessionKey(token, APPLICATION), queryFn: () => api(traderApplication, {}), enabled: token !== null });

/** The ranking of eligible traders. */
export const rankQuery = (token: string | null, lang: LocaleCode): PagedQuery<Page<RankItem>> => ({
  queryKey: sessionKey(token, RANK, lang),
  loadPage: (page) => api(rankList, { page }),
});

/** Every cached answer that changes when the user follows, changes or ends a follow (in every language). */
export const followChangedKeys = (token: string | null): QueryKey[] => [
  sessionKey(token, TRADERS),
  sessionKey(token, TRADER),
  sessionKey(token, SETTINGS),
  sessionKey(token, FOLLOWED),
];

/**
 * Every cached answer that changes when the follower closes one of a follow's copies by hand: the copies of that
 * follow (both tabs), the follow cards' counts, margin and lots, and a trader's followers' figures.
 */
export const copyClosedKeys = (token: string | null, of: CopiesOf): QueryKey[] => [
  copiesKey(token, of),
  sessionKey(token, FOLLOWED),
  sessionKey(token, FOLLOWERS),
];

/** The key a trader's own application and role hang on (the apply screen refreshes them after a submit). */
export const applicationKey = (token: string | null) => sessionKey(token, APPLICATION);

// FOREX_FOLLOW_TRADE, for signed-in answers only (a guest's socket may not follow a user topic).

const part = (key: QueryKey, name: string) => key[0] === 'session' && key[1] !== null && key[2] === name;
const isCopies = (key: QueryKey) => part(key, COPIES);
/** Answers whose figures (counts, copy profit, skipped counts) only the server can add up again after a push. */
const isSummed = (key: QueryKey) => part(key, FOLLOWED) || part(key, FOLLOWERS);
const isSkips = (key: QueryKey) => part(key, SKIPS);

/** The summed answers are asked again at most this often while pushes keep coming (the last push is never lost). */
const SUMMED_EVERY_MS = 3_000;
let summedAt = 0;
let summedTimer: ReturnType<typeof setTimeout> | null = null;

function refreshSummed(client: QueryClient): void {
  if (summedTimer !== null) return;
  const run = () => {
    summedTimer = null;
    summedAt = Date.now();
    void client.invalidateQueries({ predicate: (query) => isSummed(query.queryKey) }, { cancelRefetch: false });
  };
  const wait = summedAt + SUMMED_EVERY_MS - Date.now();
  if (wait <= 0) run();
  else summedTimer = setTimeout(run, wait);
}

pushRule({
  topic: 'FOREX_FOLLOW_TRADE',
  matches: (key) => isCopies(key) || isSummed(key) || isSkips(key),
  apply: (client, push) => {
    for (const query of client.getQueryCache().findAll({ predicate: (query) => isCopies(query.queryKey) })) {
      const [, , , traderUserId, followerUserId, status] = query.queryKey as [string, string, string, number, number, number];
      const pages = client.getQueryData<CopyPages>(query.queryKey);
      if (!pages) continue;
      const outcome = onCopyPush(pages, status, { traderUserId, followerUserId }, push.TransOrder);
      if (outcome.kind === 'reload') void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      else if (outcome.pages !== pages) client.setQueryData(query.queryKey, outcome.pages);
    }
    // The follow cards' and the followers' totals add realised and floating profit of many copies on the server; a
    // push names only the copies that moved, so they are asked again, at most every few seconds.
    refreshSummed(client);
    // A skipped copy is a new record for the follower.
    if (push.Skipped.length > 0) void client.invalidateQueries({ predicate: (query) => isSkips(query.queryKey) });
  },
});
