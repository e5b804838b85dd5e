import { queryOptions } from '@tanstack/react-query';
import { NEWS_CATEGORY, newsInfo, newsList, type NewsInfo, type NewsItem, type NewsPage } from '@common/api/news';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';
import { rowListRules, type PagedListRules, type PagedQuery, type RowList } from '@/lib/query';

// The news calls, one definition each. News is public: keyed by language, not by session, so a language switch
// asks again and a logout keeps what was read.

/** An answer older than this when it arrived came from the service worker's cache, not from the server now. */
const STALE_AFTER_MS = 5 * 60 * 1000;

export interface Received {
  /** The answer was old when it arrived: a copy the service worker kept. */
  stale: boolean;
}

export type ReceivedNewsPage = NewsPage & Received;

const staleness = (asOf: number): Received => ({ stale: Date.now() - asOf > STALE_AFTER_MS });

export const newsListQuery = (lang: LocaleCode): PagedQuery<ReceivedNewsPage> => ({
  queryKey: ['news', lang, NEWS_CATEGORY.product],
  loadPage: (page) =>
    api(newsList, { category_id: NEWS_CATEGORY.product, page }).then((answer) => ({ ...answer, ...staleness(answer.as_of) })),
});

export const newsArticleQuery = (lang: LocaleCode, id: number) =>
  queryOptions({
    queryKey: ['news-article', lang, id],
    queryFn: (): Promise<NewsInfo & Received> =>
      api(newsInfo, { id }, { loading: true }).then((answer) => ({ ...answer, ...staleness(answer.as_of) })),
  });

/** The list as the screen holds it, with when its first page was answered and whether that was a kept copy. */
export interface NewsList extends RowList<NewsItem> {
  asOf: number | null;
  stale: boolean;
}

const rows = rowListRules<NewsItem, ReceivedNewsPage>();

export const newsListRules: PagedListRules<NewsList, ReceivedNewsPage> = {
  empty: { ...rows.empty, asOf: null, stale: false },
  withPage: (list, page, number) => ({
    ...rows.withPage(list, page, number),
    asOf: number === 1 ? page.as_of : list.asOf,
    stale: number === 1 ? page.stale : list.stale,
  }),
  withFailure: (list) => ({ ...list, failed: true }),
};
