import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { TradeReplay } from '@common/api/ticks';
import { SIDE } from '@common/contract';
import { useGoBack } from '@/lib/go-back';
import { ApiCallError } from '@/lib/http/errors';
import { intlTag } from '@/lib/i18n';
import { useSessionToken } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import type { TradeRef } from '@/shared/tick-proof';
import { EmptyState, LoadFailed, PageHeader, SkeletonCards } from '@/ui';
import { tradeReplayQuery } from './queries';
import styles from './Replay.module.css';
import { ReplayPlayer } from './ReplayPlayer';

/**
 * /mine/replay (issue 37): a closed trade's life played back over its recorded prices: a contract order
 * (`order_id`) or an option (`micro_id`), the user's own.
 */
export function ReplayScreen({ orderId, microId }: { orderId?: number | undefined; microId?: number | undefined }) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const trade: TradeRef | null = orderId !== undefined ? { order_id: orderId } : microId !== undefined ? { micro_id: microId } : null;
  return (
    <>
      <PageHeader title={t`Replay`} onBack={goBack} />
      <div className={styles.page}>
        {trade ? (
          <ReplayLoader trade={trade} />
        ) : (
          <EmptyState title={t`Nothing to replay`} description={t`Open a closed trade's details and choose Replay.`} />
        )}
      </div>
    </>
  );
}

function ReplayLoader({ trade }: { trade: TradeRef }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const tag = intlTag(useAtomValue(localeAtom));
  const replay = useQuery(tradeReplayQuery(token, trade));
  if (replay.data) {
    return replay.data.ticks.length > 0 ? (
      <>
        <ReplayTitle replay={replay.data} />
        <ReplayPlayer replay={replay.data} tag={tag} />
      </>
    ) : (
      <EmptyState title={t`No prices were kept for this trade.`} />
    );
  }
  // The server's refusal (not closed yet, not found) in its own words; a failed connection is a failed load.
  if (replay.error instanceof ApiCallError && typeof replay.error.code === 'number') {
    return <EmptyState title={t`This trade cannot be replayed.`} description={replay.error.message} />;
  }
  if (replay.isError) return <LoadFailed onRetry={() => void replay.refetch()} />;
  return <SkeletonCards count={2} />;
}

function ReplayTitle({ replay }: { replay: TradeReplay }) {
  const { t } = useLingui();
  const up = replay.side === SIDE.buy;
  const direction =
    replay.kind === 'option'
      ? up
        ? t({ message: 'Up', context: 'option direction' })
        : t({ message: 'Down', context: 'option direction' })
      : up
        ? t({ message: 'Buy', context: 'order direction' })
        : t({ message: 'Sell', context: 'order direction' });
  const id = String(replay.order_id ?? replay.micro_id ?? '');
  return (
    <h2 className={styles.title}>
      <span dir="ltr">{replay.instrument}</span> <span className={styles.titleSide}>{direction}</span>{' '}
      <span className={styles.titleId}>{replay.kind === 'option' ? t`Option ${id}` : t`Order ${id}`}</span>
    </h2>
  );
}
