import * as z from 'zod/mini';
import { ARTICLE_MAX_LENGTH } from '../../html-policy';
import { multilineText, page, positiveIntegerColumn } from './fields';
import { optionalPlain, plainText, webUrl } from './content-fields';
import { localeCode } from './localized-text';

// What the news calls of ../news.ts accept, one schema per call under the call's name.

const categoryId = z._default(z.optional(positiveIntegerColumn), 1);

export const newsList = z.object({ category_id: categoryId, page });
export const newsInfo = z.object({ id: positiveIntegerColumn });

const translation = {
  lang: localeCode,
  title: plainText(200, 1),
  desc: optionalPlain(500),
  /** HTML, sanitised by the server before it is stored; must hold something once sanitised. */
  content: multilineText(ARTICLE_MAX_LENGTH, 1),
};

export const adminNewsList = z.object({ page });
export const adminNewsInfo = z.object({ id: positiveIntegerColumn });
/** A new article starts with its English text, the one every other language falls back to. */
export const adminNewsCreate = z.object({ category_id: categoryId, logo: webUrl, ...translation });
export const adminNewsEdit = z.object({ id: positiveIntegerColumn, category_id: categoryId, logo: webUrl, ...translation });
export const adminNewsPublish = z.object({ id: positiveIntegerColumn });
export const adminNewsUnpublish = z.object({ id: positiveIntegerColumn });
