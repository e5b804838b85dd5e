import { Plural, useLingui } from '@lingui/react/macro';
import type { Trader } from '@common/api/follow';
import { Badge, Button, Card } from '@/ui';
import { Avatar } from './Avatar';
import { Stat } from './Stat';
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
            </span>
          </span>
        </span>
        <span className={styles.stats}>
          <Stat label={t`3-week return`} value={rate.text} tone={rate.tone} big />
          <Stat label={t`Total revenue`} value={format.money(trader.total_profit)} />
        </span>
      </button>
      {own ? null : (
        <Button block variant={trader.is_followed ? 'secondary' : 'primary'} onClick={onFollow}>
          {trader.is_followed ? t`Following` : t`Follow`}
        </Button>
      )}
    </Card>
  );
}
