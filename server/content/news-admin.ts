import { type AdminNewsArticle, NEWS_STATUS } from '../../common/api/news';
import { SOURCE_LOCALE, type LocaleCode } from '../../common/locales';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { recordDecision } from '../decisions/decisions';
import { adminArticle } from './news';
import { sanitizeArticleHtml } from './sanitize';
import { assert } from '../assert';

// Operators write articles: a new one is a draft with its English text, which readers of a language the article
// lacks are shown (common/localized-text.ts); an edit changes its category and picture and writes one language;
// publishing makes it readable (dated then), once it has its English text; unpublishing takes it back. The HTML is
// sanitised before it is stored. Every change is recorded with the operator, the time and the article before and
// after, in the change's own transaction.

export interface ArticleText {
  category_id: number;
  logo: string;
  lang: LocaleCode;
  title: string;
  desc: string;
  content: string;
}

/** The body as it will be stored; refused when nothing is left of it once sanitised (it was all script). */
function cleanContent(html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (clean.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/.test(clean)) throw badField('content', 'required');
  return clean;
}

async function writeText(tx: Queryable, id: number, text: ArticleText, content: string): Promise<void> {
  await tx.query(
    `INSERT INTO news_translations (article_id, lang, title, description, content) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (article_id, lang) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, content = EXCLUDED.content`,
    [id, text.lang, text.title, text.desc, content],
  );
}

async function mustFind(tx: Queryable, id: number): Promise<AdminNewsArticle> {
  const article = await adminArticle(tx, id);
  if (!article) throw notFound();
  return article;
}

async function change(
  db: Database,
  clock: Clock,
  operatorId: number,
  id: number | null,
  action: string,
  apply: (tx: Queryable, now: Date) => Promise<number>,
): Promise<AdminNewsArticle> {
  return db.transaction(async (tx) => {
    // The article is locked before it is read, so two changes at once are recorded one after the other, each with the
    // article as the one before left it (issue #32).
    if (id !== null) await tx.query('SELECT 1 FROM news_articles WHERE id = $1 FOR UPDATE', [id]);
    const before = id === null ? null : await mustFind(tx, id);
    const savedId = await apply(tx, new Date(clock.now()));
    const after = await mustFind(tx, savedId);
    await recordDecision(tx, clock, { operatorId, subject: 'news', subjectId: savedId, action, reason: '', before, after });
    return after;
  });
}

function englishFirst(): DomainError {
  return new DomainError(CODE.BAD_INPUT, messages.englishTextFirst);
}

export function createArticle(db: Database, clock: Clock, operatorId: number, text: ArticleText): Promise<AdminNewsArticle> {
  if (text.lang !== SOURCE_LOCALE) throw englishFirst();
  const content = cleanContent(text.content);
  return change(db, clock, operatorId, null, 'create', async (tx, now) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO news_articles (category_id, logo, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
      [text.category_id, text.logo, NEWS_STATUS.draft, now],
    );
    assert(row, 'news article insert returned nothing');
    await writeText(tx, row.id, text, content);
    return row.id;
  });
}

export function editArticle(db: Database, clock: Clock, operatorId: number, id: number, text: ArticleText): Promise<AdminNewsArticle> {
  const content = cleanContent(text.content);
  return change(db, clock, operatorId, id, 'edit', async (tx, now) => {
    await tx.query('UPDATE news_articles SET category_id = $2, logo = $3, updated_at = $4 WHERE id = $1', [
      id,
      text.category_id,
      text.logo,
      now,
    ]);
    await writeText(tx, id, text, content);
    return id;
  });
}

/** Publishing an article already published changes nothing but is not refused; it keeps its first date. */
export function publishArticle(db: Database, clock: Clock, operatorId: number, id: number): Promise<AdminNewsArticle> {
  return change(db, clock, operatorId, id, 'publish', async (tx, now) => {
    const [english] = await tx.query('SELECT 1 FROM news_translations WHERE article_id = $1 AND lang = $2', [id, SOURCE_LOCALE]);
    if (!english) throw englishFirst();
    await tx.query('UPDATE news_articles SET status = $2, published_at = coalesce(published_at, $3), updated_at = $3 WHERE id = $1', [
      id,
      NEWS_STATUS.published,
      now,
    ]);
    return id;
  });
}

export function unpublishArticle(db: Database, clock: Clock, operatorId: number, id: number): Promise<AdminNewsArticle> {
  return change(db, clock, operatorId, id, 'unpublish', async (tx, now) => {
    await tx.query('UPDATE news_articles SET status = $2, updated_at = $3 WHERE id = $1', [id, NEWS_STATUS.draft, now]);
    return id;
  });
}
