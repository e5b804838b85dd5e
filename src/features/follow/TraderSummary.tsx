import { Plural, useLingui } from '@lingui/react/macro';
import type { Trader } from '@common/api/follow';
import { Badge, Card } from '@/ui';
import { Avatar } from './Avatar';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

/** A trader at the top of a screen: picture, nickname, followers, bio, and the card's two figures. */
export function TraderSummary({ trader }: { trader: Trader }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const rate = format.rate(trader.profit_percent);
  return (
    <Card>
      <div className={styles.person}>
        <Avatar src={trader.avatar} nickname={trader.nickname} size={56} />
        <div className={styles.personText}>
          <h2 className={styles.name}>
            <bdi>{trader.nickname}</bdi>
          </h2>
          <span className={styles.metaRow}>
            <span className={styles.meta}>
              <Plural value={trader.follow_num} one="# follower" other="# followers" />
            </span>
            {trader.is_simulated ? <Badge>{t`Simulated`}</Badge> : null}
          </span>
        </div>
      </div>
      {trader.bio ? <p className={styles.bio}>{trader.bio}</p> : null}
      <div className={styles.stats}>
        <Stat label={t`3-week return`} value={rate.text} tone={rate.tone} big />
        <Stat label={t`Total revenue`} value={format.money(trader.total_profit)} />
      </div>
    </Card>
  );
}
