import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { CopySkip } from '@common/api/follow';
import { SIDE } from '@common/contract';
import { timeText } from '@/lib/order-text';
import { idListRules, infiniteListProps, usePagedQuery, useSessionToken, type IdList } from '@/lib/query';
import { BottomSheet, InfiniteList, RecordRow, SkeletonRows } from '@/ui';
import { ListEmpty } from './ListEmpty';
import { skipsQuery } from './queries';
import { useFollowFormat } from './useFollowFormat';
import { useSkipReasonText } from './useSkipReasonText';
import styles from './Follow.module.css';
import type { Page } from '@common/api/page';

const idOf = (skip: CopySkip) => skip.id;

/** The trader's orders that were not copied for the user, each with its reason (never silently dropped). */
export function SkipsSheet({ shown, onClose }: { shown: { traderId: number; title: string } | null; onClose: () => void }) {
  return (
    <BottomSheet open={shown !== null} onClose={onClose} title={shown?.title}>
      {shown ? <SkipsList traderId={shown.traderId} /> : null}
    </BottomSheet>
  );
}

function SkipsList({ traderId }: { traderId: number }) {
  const { t } = useLingui();
  const rules = useMemo(() => idListRules(idOf), []);
  const paged = usePagedQuery<IdList<CopySkip>, Page<CopySkip>>(skipsQuery(useSessionToken(), traderId), rules);
  const format = useFollowFormat();
  const reason = useSkipReasonText();
  return (
    <div className={styles.sheetList}>
      <InfiniteList
        className={paged.list.items.length > 0 ? styles.list : undefined}
        {...infiniteListProps(paged)}
        keyOf={idOf}
        skeleton={<SkeletonRows count={3} />}
        empty={
          <ListEmpty failed={paged.list.failed} title={t`Every order of this trader was copied`} onRetry={() => void paged.refresh()} />
        }
        renderItem={(skip) => {
          const side =
            skip.OrderType === SIDE.buy
              ? t({ message: 'Buy', context: 'order direction' })
              : t({ message: 'Sell', context: 'order direction' });
          const lots = skip.Quantity;
          return (
            <RecordRow value={`${format.money(skip.margin)} USD`} data-testid="copy-skip">
              <span className={styles.name}>
                {skip.ShowCode} · {side} · {t`${lots} lots`}
              </span>
              <span className={styles.skipReason}>{reason(skip.reason)}</span>
              <span className={styles.meta}>
                <bdi>{timeText(skip.created_at, format.tag)}</bdi>
              </span>
            </RecordRow>
          );
        }}
      />
      <p className={styles.hint}>{t`The amount is the margin the copy would have locked.`}</p>
    </div>
  );
}
