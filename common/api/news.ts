import { ANY_OPERATOR } from './operator-roles';
import { endpoint } from './endpoint';
import type * as input from './input/news';
import type { LocaleCode } from '../locales';
import type { Page } from './page';

// News (spec sections 2, 3 and 7): published articles, each written per language and shown in the reader's
// language, else in English, else in the first language written (common/localized-text.ts). The HTML `content` was sanitised when saved (common/html-policy.ts) and is
// sanitised again by the browser before it is shown. Operators write and publish under /admin/api/news.

export const NEWS_PAGE_SIZE = 10;

/** The product's one news category today (the spec's list asks for category_id 1). */
export const NEWS_CATEGORY = { product: 1 } as const;

/** An article's state: only published ones are listed and readable. */
export const NEWS_STATUS = { draft: 0, published: 1 } as const;
export type NewsStatus = (typeof NEWS_STATUS)[keyof typeof NEWS_STATUS];

export interface NewsItem {
  id: number;
  title: string;
  desc: string;
  /** A picture URL, or empty for the app's own. */
  logo: string;
  /** Publication time, milliseconds since the epoch. */
  created_at: number;
  /** The language the text is in: the reader's, or the fallback's (English, then the first written). */
  lang: LocaleCode;
}

export interface NewsArticle extends NewsItem {
  /** Sanitised HTML. */
  content: string;
}

/** A page of the list, with `as_of`: when the server answered (a copy served offline by the service worker keeps
 * its time, so the screen can say how old it is). */
export interface NewsPage {
  data: NewsItem[];
  total: number;
  current_page: number;
  last_page: number;
  as_of: number;
}

export interface NewsInfo extends NewsArticle {
  as_of: number;
}

export const newsList = endpoint<NewsPage, typeof input.newsList>()({ method: 'GET', path: '/api/news/list' });
export const newsInfo = endpoint<NewsInfo, typeof input.newsInfo>()({ method: 'GET', path: '/api/news/info' });

// The back office (operator sessions only). Article bodies travel as JSON: HTML is long, and form-encoding it would
// triple its size.

export interface NewsTranslation {
  lang: LocaleCode;
  title: string;
  desc: string;
  content: string;
}

export interface AdminNewsArticle {
  id: number;
  category_id: number;
  logo: string;
  status: NewsStatus;
  published_at: number | null;
  created_at: number;
  updated_at: number;
  translations: NewsTranslation[];
}

const admin = { auth: true, encoding: 'json' } as const;

export const adminNewsList = endpoint<Page<AdminNewsArticle>, typeof input.adminNewsList>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/news/list',
});
export const adminNewsInfo = endpoint<AdminNewsArticle, typeof input.adminNewsInfo>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/news/info',
});
/** A new draft with its first language. */
export const adminNewsCreate = endpoint<AdminNewsArticle, typeof input.adminNewsCreate>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/news/create',
});
/** Changes the article's category and picture, and writes (or rewrites) one language of it. */
export const adminNewsEdit = endpoint<AdminNewsArticle, typeof input.adminNewsEdit>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/news/edit',
});
export const adminNewsPublish = endpoint<AdminNewsArticle, typeof input.adminNewsPublish>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/news/publish',
});
export const adminNewsUnpublish = endpoint<AdminNewsArticle, typeof input.adminNewsUnpublish>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/news/unpublish',
});
