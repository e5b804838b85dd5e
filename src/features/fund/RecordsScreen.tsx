import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { fundApplyRefund, type FundPage as Page, type FundSubscription } from '@common/api/fund';
import { FUND_SUB_STATUS, fundRedemptionPenalty, fundRefundAmount, type FundSubStatus } from '@common/fund';
import { useKeyedMutation, usePagedQuery, useSessionToken } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Figure,
  Figures,
  InfiniteList,
  PullToRefresh,
  SkeletonRows,
  type BadgeTone,
} from '@/ui';
import { FundPage } from './FundPage';
import { fundListRules, infiniteListState, type FundList } from './paged';
import { subscriptionsQuery } from './queries';
import { useFormat } from '@/lib/useFormat';
import { useFigure } from './useFigures';
import styles from './Fund.module.css';

const keyOf = (sub: FundSubscription) => sub.id;

const TONE: Record<FundSubStatus, BadgeTone> = {
  [FUND_SUB_STATUS.inProgress]: 'good',
  [FUND_SUB_STATUS.refunding]: 'waiting',
  [FUND_SUB_STATUS.refunded]: 'bad',
  [FUND_SUB_STATUS.finished]: 'neutral',
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
  const paged = usePagedQuery<FundList<FundSubscription>, Page<FundSubscription>>(
    subscriptionsQuery(useSessionToken(), useAtomValue(localeAtom)),
    rules,
  );
  const [asked, setAsked] = useState<FundSubscription | null>(null);
  // After a redemption the list is read again before the dialog closes; a refusal leaves it open.
  const redemption = useKeyedMutation(fundApplyRefund, async () => {
    await paged.refresh();
    setAsked(null);
  });
  const figure = useFigure();
  const { list } = paged;

  const confirm = () => {
    if (asked) redemption.mutate({ sub_id: asked.id });
  };
  const penalty = asked
    ? `${figure(fundRedemptionPenalty(asked.share_amount, asked.get_fund.liquidated_damages))} ${asked.get_fund.currency_code}`
    : '';
  const back = asked
    ? `${figure(fundRefundAmount(asked.share_amount, asked.get_fund.liquidated_damages))} ${asked.get_fund.currency_code}`
    : '';

  return (
    <FundPage title={t`Subscription records`}>
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={list.items.length > 0 ? styles.cards : undefined}
            {...infiniteListState(paged)}
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
        loading={redemption.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </FundPage>
  );
}

function RecordCard({ sub, onRedeem }: { sub: FundSubscription; onRedeem: () => void }) {
  const navigate = useNavigate();
  const figure = useFigure();
  const format = useFormat();
  const statusLabel = useStatusLabel();
  const currency = sub.get_fund.currency_code;
  const paid = sub.paid_days;
  const days = sub.lock_dividend_days;
  return (
    <Card as="article">
      <div className={styles.cardHead}>
        <h2 className={styles.title} dir="auto">
          {sub.get_fund.title}
        </h2>
        <Badge tone={TONE[sub.status]}>{statusLabel(sub.status)}</Badge>
      </div>
      <Figures>
        <Figure label={<Trans>Amount</Trans>} num>
          {figure(sub.share_amount)} {currency}
        </Figure>
        <Figure label={<Trans>Day profit</Trans>} num>
          {figure(sub.day_profit)} {currency}
        </Figure>
        <Figure label={<Trans>Accrued income</Trans>} num>
          {figure(sub.sum_profit)} {currency}
        </Figure>
        <Figure label={<Trans>Paid days</Trans>} className="num">
          <Trans>
            {paid} of {days}
          </Trans>
        </Figure>
        <Figure label={<Trans>Subscribed</Trans>} num>
          {format.dateTime(sub.sub_time)}
        </Figure>
      </Figures>
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
    </Card>
  );
}
