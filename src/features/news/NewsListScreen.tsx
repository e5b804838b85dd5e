import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { NewsItem } from '@common/api/news';
import { localeInfo } from '@common/locales';
import { useGoBack } from '@/lib/go-back';
import { infiniteListState, usePagedQuery } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import { useDateTime } from '@/lib/useFormat';
import { AsOfNote, Button, Card, EmptyState, InfiniteList, PageHeader, PullToRefresh, SkeletonCards } from '@/ui';
import { newsListQuery, newsListRules, type NewsList, type ReceivedNewsPage } from './queries';
import { useNewsAsOf } from './useAsOf';
import styles from './News.module.css';

const keyOf = (item: NewsItem) => item.id;

/** The news list (spec: /news): paged, pull-to-refresh, skeletons, empty and could-not-load states. */
export function NewsListScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const lang = useAtomValue(localeAtom);
  const paged = usePagedQuery<NewsList, ReceivedNewsPage>(newsListQuery(lang), newsListRules);
  const asOf = useNewsAsOf(paged.list.asOf, paged.list.stale);
  const failedEmpty = paged.list.failed && paged.list.items.length === 0;
  return (
    <>
      <PageHeader title={t`News`} onBack={goBack} />
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <AsOfNote at={asOf} />
          <InfiniteList
            className={styles.cards}
            {...infiniteListState(paged)}
            keyOf={keyOf}
            skeleton={<SkeletonCards count={3} />}
            empty={
              failedEmpty ? (
                <EmptyState
                  title={t`Could not load the news`}
                  description={t`Check your connection and try again.`}
                  action={
                    <Button variant="secondary" size="s" onClick={() => void paged.refresh()}>
                      {t`Try again`}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t`No news yet`} />
              )
            }
            renderItem={(item) => <NewsCard item={item} />}
          />
        </div>
      </PullToRefresh>
    </>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  const date = useDateTime(false);
  return (
    <Link to="/news/detail" search={{ id: item.id }} className={styles.cardLink}>
      <Card as="article">
        <div className={styles.item}>
          <img className={styles.logo} src={item.logo || '/icons/logo.svg'} alt="" loading="lazy" width={56} height={56} />
          <div className={styles.itemText} lang={localeInfo(item.lang).tag} dir="auto">
            <h2 className={styles.itemTitle}>{item.title}</h2>
            {item.desc ? <p className={styles.itemDesc}>{item.desc}</p> : null}
            <time className={`${styles.date} num`} dateTime={new Date(item.created_at).toISOString()}>
              {date(item.created_at)}
            </time>
          </div>
        </div>
      </Card>
    </Link>
  );
}
