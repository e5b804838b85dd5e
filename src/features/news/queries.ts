import { queryOptions } from '@tanstack/react-query';
import { NEWS_CATEGORY, newsInfo, newsList, type NewsItem, type NewsPage } from '@common/api/news';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';
import { rowListRules, type PagedListRules, type PagedQuery, type RowList } from '@/lib/query';

// The news calls, one definition each. News is public: keyed by language, not by session, so a language switch
// asks again and a logout keeps what was read.

export const newsListQuery = (lang: LocaleCode): PagedQuery<NewsPage> => ({
  queryKey: ['news', lang, NEWS_CATEGORY.product],
  loadPage: (page) => api(newsList, { category_id: NEWS_CATEGORY.product, page }),
});

export const newsArticleQuery = (lang: LocaleCode, id: number) =>
  queryOptions({ queryKey: ['news-article', lang, id], queryFn: () => api(newsInfo, { id }, { loading: true }) });

/** The list as the screen holds it, with the time the first page was answered (an offline copy keeps its own). */
export interface NewsList extends RowList<NewsItem> {
  asOf: number | null;
}

const rows = rowListRules<NewsItem, NewsPage>();

export const newsListRules: PagedListRules<NewsList, NewsPage> = {
  empty: { ...rows.empty, asOf: null },
  withPage: (list, page, number) => ({ ...rows.withPage(list, page, number), asOf: number === 1 ? page.as_of : list.asOf }),
  withFailure: (list) => ({ ...list, failed: true }),
};
