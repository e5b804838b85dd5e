import { Plural, useLingui } from '@lingui/react/macro';
import type { Trader } from '@common/api/follow';
import { Badge, Button, Card } from '@/ui';
import { Avatar } from './Avatar';
import { RiskBadge } from './RiskScore';
import { Stat } from './Stat';
import { useCopyNotOfferedText } from './useCopyNotOfferedText';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

interface TraderCardProps {
  trader: Trader;
  onOpen: () => void;
  /** Follow, or (already following) change or end the follow. */
  onFollow: () => void;
  /** The card of the user's own trader profile has no follow button (nobody follows themselves). */
  own?: boolean;
}

/** A trader to copy (spec section 2, "Trader card"): avatar, nickname, followers, return, total revenue, follow. */
export function TraderCard({ trader, onOpen, onFollow, own = false }: TraderCardProps) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const rate = format.rate(trader.profit_percent);
  // Only a new follow is refused: someone following already may still open their settings.
  const notTaking = !trader.accepts_followers && trader.is_followed === 0;
  // Issue 38: where copy trading is not offered, a new follow's button gives way to why.
  const notOfferedText = useCopyNotOfferedText();
  const notOffered = trader.is_followed === 0 ? notOfferedText : null;
  return (
    <Card as="article" data-testid="trader-card">
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.person}>
          <Avatar src={trader.avatar} nickname={trader.nickname} />
          <span className={styles.personText}>
            <span className={styles.name}>
              <bdi>{trader.nickname}</bdi>
            </span>
            <span className={styles.metaRow}>
              <span className={styles.meta}>
                <Plural value={trader.follow_num} one="# follower" other="# followers" />
              </span>
              {trader.is_simulated ? <Badge>{t`Simulated`}</Badge> : null}
              <RiskBadge score={trader.risk_score} />
            </span>
          </span>
        </span>
        <span className={styles.stats}>
          <Stat label={t`3-week return`} value={rate.text} tone={rate.tone} big />
          <Stat label={t`Total revenue`} value={format.money(trader.total_profit)} />
        </span>
      </button>
      {notOffered !== null && !own ? (
        <p className={styles.hint} data-testid="copy-not-offered">
          {notOffered}
        </p>
      ) : (
        <>
          {notTaking ? (
            <p className={styles.hint} data-testid="not-taking-followers">
              {t`Not taking new followers`}
            </p>
          ) : null}
          {own ? null : (
            <Button block variant={trader.is_followed ? 'secondary' : 'primary'} disabled={notTaking} onClick={onFollow}>
              {trader.is_followed ? t`Following` : t`Follow`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
