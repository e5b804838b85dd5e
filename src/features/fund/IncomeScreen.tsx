import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FundIncome, FundPage as Page } from '@common/api/fund';
import { usePagedQuery, useSessionToken } from '@/lib/query';
import { EmptyState, InfiniteList, PullToRefresh, RecordRow, SkeletonRows } from '@/ui';
import { FundPage } from './FundPage';
import { fundListRules, infiniteListState, type FundList } from './paged';
import { incomeQuery } from './queries';
import { useFigure } from './useFigures';
import styles from './Fund.module.css';

const keyOf = (row: FundIncome) => row.id;

/** One subscription's income, a row per day paid, newest first. */
export function IncomeScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const rules = useMemo(() => fundListRules<FundIncome>(), []);
  const paged = usePagedQuery<FundList<FundIncome>, Page<FundIncome>>(
    { ...incomeQuery(token, id ?? 0), enabled: token !== null && id !== undefined },
    rules,
  );
  const figure = useFigure();
  const { list } = paged;
  return (
    <FundPage title={t`Income`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={list.items.length > 0 ? styles.list : undefined}
            {...infiniteListState(paged)}
            total={id === undefined ? 0 : list.total}
            keyOf={keyOf}
            skeleton={<SkeletonRows count={4} />}
            empty={<EmptyState title={t`No income yet: it is paid daily from the day after subscribing`} compact />}
            renderItem={(row) => (
              <RecordRow data-testid="income-row" value={`+${figure(row.amount)}`} valueClassName={styles.income}>
                <span className="num" dir="ltr">
                  {row.day}
                </span>
                <span className={styles.rowMeta}>{t`Day profit`}</span>
              </RecordRow>
            )}
          />
        </div>
      </PullToRefresh>
    </FundPage>
  );
}
