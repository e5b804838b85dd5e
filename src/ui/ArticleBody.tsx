import { useMemo } from 'react';
import { sanitizeArticle } from '@/lib/safe-html';
import styles from './ArticleBody.module.css';

/** An article's HTML, sanitised in the browser under the shared policy before it reaches the page (the PWA's news
 * and the console's preview show it alike). */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticle(html), [html]);
  // The only HTML the app renders as HTML, and only after sanitizeArticle (common/html-policy.ts).
  return <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
