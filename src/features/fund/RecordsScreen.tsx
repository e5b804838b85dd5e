import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { fundApplyRefund, type FundPage as Page, type FundSubscription } from '@common/api/fund';
import { FUND_SUB_STATUS, fundRedemptionPenalty, fundRefundAmount, type FundSubStatus } from '@common/fund';
import { usePagedQuery, useSessionToken } from '@/lib/query';
import { Button, ConfirmDialog, EmptyState, InfiniteList, PullToRefresh, SkeletonRows } from '@/ui';
import { FundPage } from './FundPage';
import { fundListRules, type FundList } from './paged';
import { subscriptionsQuery } from './queries';
import { useFigure } from './useFigures';
import { useFundSubmit } from './useFundSubmit';
import styles from './Fund.module.css';

const keyOf = (sub: FundSubscription) => sub.id;

const BADGE: Record<FundSubStatus, string> = {
  [FUND_SUB_STATUS.inProgress]: styles.badgeRunning ?? '',
  [FUND_SUB_STATUS.refunding]: styles.badgeWaiting ?? '',
  [FUND_SUB_STATUS.refunded]: styles.badgeEnded ?? '',
  [FUND_SUB_STATUS.finished]: '',
};

function useStatusLabel(): (status: FundSubStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      [FUND_SUB_STATUS.inProgress]: t`In progress`,
      [FUND_SUB_STATUS.refunding]: t`Refunding`,
      [FUND_SUB_STATUS.refunded]: t`Refunded`,
      [FUND_SUB_STATUS.finished]: t`Finished`,
    })[status];
}

/** The subscription records: status, amount, accrued income; redemption only in progress, confirmed with the penalty. */
export function RecordsScreen() {
  const { t } = useLingui();
  const rules = useMemo(() => fundListRules<FundSubscription>(), []);
  const paged = usePagedQuery<FundList<FundSubscription>, Page<FundSubscription>>(subscriptionsQuery(useSessionToken()), rules);
  const redeem = useFundSubmit(fundApplyRefund);
  const [asked, setAsked] = useState<FundSubscription | null>(null);
  const [sending, setSending] = useState(false);
  const figure = useFigure();
  const { list } = paged;

  const confirm = () => {
    if (!asked) return;
    setSending(true);
    redeem({ sub_id: asked.id })
      .then(() => paged.refresh())
      .then(() => setAsked(null))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  const penalty = asked ? `${figure(fundRedemptionPenalty(asked.share_amount, asked.get_fund.liquidated_damages))} ${asked.get_fund.currency_code}` : '';
  const back = asked ? `${figure(fundRefundAmount(asked.share_amount, asked.get_fund.liquidated_damages))} ${asked.get_fund.currency_code}` : '';

  return (
    <FundPage title={t`Subscription records`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={list.items.length > 0 ? styles.cards : undefined}
            items={list.items}
            total={list.total}
            loading={paged.loading}
            error={list.failed}
            onLoadMore={paged.loadMore}
            keyOf={keyOf}
            skeleton={<SkeletonRows count={4} />}
            empty={<EmptyState title={t`No subscriptions yet`} compact />}
            renderItem={(sub) => <RecordCard sub={sub} onRedeem={() => setAsked(sub)} />}
          />
        </div>
      </PullToRefresh>
      <ConfirmDialog
        open={asked !== null}
        title={t`Redeem early?`}
        message={
          <span data-testid="redeem-penalty">
            <Trans>
              The penalty is <span dir="ltr">{penalty}</span>; <span dir="ltr">{back}</span> comes back to your funding account. Income
              already paid is kept.
            </Trans>
          </span>
        }
        confirmLabel={t`Redeem`}
        danger
        loading={sending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </FundPage>
  );
}

function RecordCard({ sub, onRedeem }: { sub: FundSubscription; onRedeem: () => void }) {
  const navigate = useNavigate();
  const figure = useFigure();
  const statusLabel = useStatusLabel();
  const currency = sub.get_fund.currency_code;
  const paid = sub.paid_days;
  const days = sub.lock_dividend_days;
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.title}>{sub.get_fund.title}</h2>
        <span className={`${styles.badge} ${BADGE[sub.status]}`}>{statusLabel(sub.status)}</span>
      </div>
      <dl className={styles.figures}>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd className="num" dir="ltr">
          {figure(sub.share_amount)} {currency}
        </dd>
        <dt>
          <Trans>Day profit</Trans>
        </dt>
        <dd className="num" dir="ltr">
          {figure(sub.day_profit)} {currency}
        </dd>
        <dt>
          <Trans>Accrued income</Trans>
        </dt>
        <dd className="num" dir="ltr">
          {figure(sub.sum_profit)} {currency}
        </dd>
        <dt>
          <Trans>Paid days</Trans>
        </dt>
        <dd className="num">
          <Trans>
            {paid} of {days}
          </Trans>
        </dd>
        <dt>
          <Trans>Subscribed</Trans>
        </dt>
        <dd className="num" dir="ltr">
          {new Date(sub.sub_time).toISOString().slice(0, 16).replace('T', ' ')}
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" block onClick={() => void navigate({ to: '/mining/income', search: { id: sub.id } })}>
          <Trans>Income</Trans>
        </Button>
        {sub.status === FUND_SUB_STATUS.inProgress && (
          <Button variant="danger" block onClick={onRedeem}>
            <Trans>Redeem</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
