import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import {
  NEWS_PAGE_SIZE,
  NEWS_STATUS,
  type AdminNewsArticle,
  type NewsArticle,
  type NewsItem,
  type NewsStatus,
  type NewsTranslation,
} from '../../common/api/news';
import type { LocaleCode } from '../../common/locales';
import { fallbackOrder } from '../../common/localized-text';
import type { Queryable } from '../db/database';
import { notFound } from '../errors';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';

// Reading news: published articles in the reader's language, else English (written first, the language the product
// is written in), else the first language the article has in the product's order: the fallback every text operators
// write follows (common/localized-text.ts).

interface ItemRow {
  id: number;
  logo: string;
  published_at: Date;
  lang: LocaleCode;
  title: string;
  description: string;
}

interface ArticleRow extends ItemRow {
  content: string;
}

/** The article's best translation for a reader whose languages in order (fallbackOrder) are `$1`, as a lateral join on `a`. */
const BEST_TRANSLATION = `CROSS JOIN LATERAL (
    SELECT lang, title, description, content FROM news_translations
    WHERE article_id = a.id
    ORDER BY array_position($1::text[], lang)
    LIMIT 1
  ) t`;

function toItem(row: ItemRow): NewsItem {
  return { id: row.id, title: row.title, desc: row.description, logo: row.logo, created_at: row.published_at.getTime(), lang: row.lang };
}

export async function publishedPage(db: Queryable, lang: LocaleCode, categoryId: number, page: number) {
  const answer = await paged(
    db,
    {
      select: 'a.id, a.logo, a.published_at, t.lang, t.title, t.description',
      from: `news_articles a ${BEST_TRANSLATION} WHERE a.status = $2 AND a.category_id = $3`,
      orderBy: 'a.published_at DESC, a.id DESC',
      params: [fallbackOrder(lang), NEWS_STATUS.published, categoryId],
    },
    { page, size: NEWS_PAGE_SIZE },
    toItem,
  );
  return { ...answer, current_page: page, last_page: Math.max(1, Math.ceil(answer.total / NEWS_PAGE_SIZE)) };
}

/** A published article; a draft or an unknown id is "not found". */
export async function publishedArticle(db: Queryable, lang: LocaleCode, id: number): Promise<NewsArticle> {
  const [row] = await db.query<ArticleRow>(
    `SELECT a.id, a.logo, a.published_at, t.lang, t.title, t.description, t.content
     FROM news_articles a ${BEST_TRANSLATION} WHERE a.id = $2 AND a.status = $3`,
    [fallbackOrder(lang), id, NEWS_STATUS.published],
  );
  if (!row) throw notFound();
  return { ...toItem(row), content: row.content };
}

// The back office's view: every article, drafts included, with all its languages.

interface AdminRow {
  id: number;
  category_id: number;
  logo: string;
  status: NewsStatus;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

async function withTranslations(db: Queryable, rows: AdminRow[]): Promise<AdminNewsArticle[]> {
  if (rows.length === 0) return [];
  const texts = await db.query<{ article_id: number; lang: LocaleCode; title: string; description: string; content: string }>(
    'SELECT article_id, lang, title, description, content FROM news_translations WHERE article_id = ANY($1) ORDER BY lang',
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    category_id: row.category_id,
    logo: row.logo,
    status: row.status,
    published_at: row.published_at?.getTime() ?? null,
    created_at: row.created_at.getTime(),
    updated_at: row.updated_at.getTime(),
    translations: texts
      .filter((text) => text.article_id === row.id)
      .map((text): NewsTranslation => ({ lang: text.lang, title: text.title, desc: text.description, content: text.content })),
  }));
}

const ADMIN_COLUMNS = 'id, category_id, logo, status, published_at, created_at, updated_at';

export async function adminArticle(db: Queryable, id: number): Promise<AdminNewsArticle | null> {
  const rows = await db.query<AdminRow>(`SELECT ${ADMIN_COLUMNS} FROM news_articles WHERE id = $1`, [id]);
  const [article] = await withTranslations(db, rows);
  return article ?? null;
}

export async function adminArticlePage(db: Queryable, page: number): Promise<Page<AdminNewsArticle>> {
  const answer = await paged(
    db,
    { select: ADMIN_COLUMNS, from: 'news_articles', orderBy: 'id DESC', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    (row: AdminRow) => row,
  );
  return { data: await withTranslations(db, answer.data), total: answer.total };
}
