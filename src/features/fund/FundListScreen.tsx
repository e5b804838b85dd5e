import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Fund, FundPage as Page } from '@common/api/fund';
import { localeInfo } from '@common/locales';
import { usePagedQuery, useSessionToken } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import { Button, Card, EmptyState, Figure, Figures, HistoryIcon, IconButton, InfiniteList, PullToRefresh, SkeletonCards } from '@/ui';
import { FundPage } from './FundPage';
import { fundListRules, infiniteListState, type FundList } from './paged';
import { fundsQuery } from './queries';
import { useFigure } from './useFigures';
import styles from './Fund.module.css';

const keyOf = (fund: Fund) => fund.id;

/** The mining list (spec section 2): a card per fund with its terms and a subscribe button; records in the header. */
export function FundListScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rules = useMemo(() => fundListRules<Fund>(), []);
  const paged = usePagedQuery<FundList<Fund>, Page<Fund>>(fundsQuery(useSessionToken(), useAtomValue(localeAtom)), rules);
  return (
    <FundPage
      title={t`Mining`}
      trailing={
        <IconButton label={t`Subscription records`} onClick={() => void navigate({ to: '/mining/record' })}>
          <HistoryIcon />
        </IconButton>
      }
    >
      <PullToRefresh onRefresh={paged.refresh}>
        <div className={styles.page}>
          <InfiniteList
            className={styles.cards}
            {...infiniteListState(paged)}
            keyOf={keyOf}
            skeleton={<SkeletonCards count={3} />}
            empty={<EmptyState title={t`No funds on offer yet`} compact />}
            renderItem={(fund) => (
              <FundCard fund={fund} onSubscribe={() => void navigate({ to: '/mining/subscribe', search: { id: fund.id } })} />
            )}
          />
        </div>
      </PullToRefresh>
    </FundPage>
  );
}

function FundCard({ fund, onSubscribe }: { fund: Fund; onSubscribe: () => void }) {
  const figure = useFigure();
  const days = fund.lock_dividend_days;
  return (
    <Card as="article">
      <div className={styles.cardHead}>
        {/* The operator's title, in the reader's language or the fallback's (`lang`): read, and laid out, as that language. */}
        <h2 className={styles.title} lang={localeInfo(fund.lang).tag} dir="auto">
          {fund.title}
        </h2>
        <span className={`${styles.rate} num`} dir="ltr">
          {fund.dividend_percentage}%
        </span>
      </div>
      <Figures>
        <Figure label={<Trans>Daily dividend</Trans>} num>
          {fund.dividend_percentage}%
        </Figure>
        <Figure label={<Trans>Lock period</Trans>}>
          <Trans>{days} days</Trans>
        </Figure>
        <Figure label={<Trans>Amount</Trans>} num>
          {figure(fund.staring_sub_amount)} – {figure(fund.max_sub_amount)} {fund.currency_code}
        </Figure>
      </Figures>
      <Button block onClick={onSubscribe}>
        <Trans>Subscribe</Trans>
      </Button>
    </Card>
  );
}
