import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useGoBack } from '@/lib/go-back';
import { isDemoAtom } from '@/lib/session';
import { localeAtom } from '@/lib/store';
import { Card, PageHeader, SkeletonRows } from '@/ui';
import { announcementQuery } from './queries';
import styles from './Content.module.css';

/**
 * The announcement (spec: /mine/announcement): the operator's text from the back office in the reader's language,
 * or the app's own statement of the countries not served. A demo account (the demo title mode) sees the demo
 * notice first.
 */
export function AnnouncementScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  const lang = useAtomValue(localeAtom);
  const text = useQuery(announcementQuery(lang));
  return (
    <>
      <PageHeader title={t`Announcement`} onBack={goBack} />
      <div className={styles.page}>
        {isDemo ? (
          <Card data-testid="demo-notice">
            <h2 className={styles.sectionTitle}>{t`Demo account`}</h2>
            <p className={styles.text}>
              {t`You are using a demo account. Prices are live, but the money is not real: profits and losses are for practice only and cannot be withdrawn. Register a real account to deposit and trade with real money.`}
            </p>
          </Card>
        ) : null}
        <Card>
          <h2 className={styles.sectionTitle}>{t`Service regions`}</h2>
          {text.isPending && text.isFetching ? (
            <SkeletonRows count={3} />
          ) : text.data?.content ? (
            <p className={styles.text}>{text.data.content}</p>
          ) : (
            <>
              <p className={styles.text}>{t`Meridian does not provide services to residents of the following countries and regions:`}</p>
              <ul className={styles.countries}>
                <li>{t`North Korea`}</li>
                <li>{t`Israel`}</li>
                <li>{t`China`}</li>
                <li>{t`Vanuatu`}</li>
                <li>{t`Cuba`}</li>
              </ul>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
