import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CODE } from '@common/envelope';
import { localeInfo } from '@common/locales';
import { useGoBack } from '@/lib/go-back';
import { ApiCallError } from '@/lib/http/errors';
import { localeAtom } from '@/lib/store';
import { useDateTime } from '@/lib/useFormat';
import { AsOfNote, Button, EmptyState, PageHeader, SkeletonRows } from '@/ui';
import { ArticleBody } from '@/ui/ArticleBody';
import { newsArticleQuery } from './queries';
import { useNewsAsOf } from './useAsOf';
import styles from './News.module.css';

/** One article (spec: /news/detail?id=): title, date, lead and the sanitised HTML body. */
export function NewsDetailScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const lang = useAtomValue(localeAtom);
  const date = useDateTime();
  const article = useQuery({ ...newsArticleQuery(lang, id ?? 0), enabled: id !== undefined });
  const asOf = useNewsAsOf(article.data?.as_of, article.data?.stale ?? false);
  const missing = id === undefined || (article.error instanceof ApiCallError && article.error.code === CODE.NOT_FOUND);

  return (
    <>
      <PageHeader title={t`News`} onBack={goBack} />
      {missing ? (
        <EmptyState
          title={t`This article is not available`}
          action={
            <Button variant="secondary" size="s" onClick={goBack}>
              {t`Back`}
            </Button>
          }
        />
      ) : article.data ? (
        <article className={styles.article} lang={localeInfo(article.data.lang).tag} dir="auto">
          <AsOfNote at={asOf} />
          <h1 className={styles.articleTitle}>{article.data.title}</h1>
          <time className={`${styles.date} num`} dateTime={new Date(article.data.created_at).toISOString()}>
            {date(article.data.created_at)}
          </time>
          {article.data.desc ? <p className={styles.lead}>{article.data.desc}</p> : null}
          <ArticleBody html={article.data.content} />
        </article>
      ) : article.isError ? (
        <EmptyState
          title={t`Could not load the article`}
          description={t`Check your connection and try again.`}
          action={
            <Button variant="secondary" size="s" onClick={() => void article.refetch()}>
              {t`Try again`}
            </Button>
          }
        />
      ) : (
        <div className={styles.article}>
          <SkeletonRows count={6} />
        </div>
      )}
    </>
  );
}
