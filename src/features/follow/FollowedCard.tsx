import { useLingui } from '@lingui/react/macro';
import type { FollowedTrader } from '@common/api/follow';
import { Badge, Button, Card } from '@/ui';
import { Avatar } from './Avatar';
import { multipleText } from './follow-format';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

interface FollowedCardProps {
  followed: FollowedTrader;
  onOpenTrader: () => void;
  /** A count was tapped: the order drawer opens on that tab. */
  onCopies: (tab: 'holding' | 'history') => void;
  onSkips: () => void;
  onSettings: () => void;
  onStop: () => void;
}

/** One followed trader (spec section 2, "Follow list"): the setting, the copies' profit, and counts that open the drawer. */
export function FollowedCard({ followed, onOpenTrader, onCopies, onSkips, onSettings, onStop }: FollowedCardProps) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const { trader } = followed;
  const profit = format.profit(followed.total_profits);
  const active = followed.active === 1;
  return (
    <Card as="article" data-testid="followed-card" aria-label={trader.nickname}>
      <button type="button" className={styles.open} onClick={onOpenTrader}>
        <span className={styles.person}>
          <Avatar src={trader.avatar} nickname={trader.nickname} />
          <span className={styles.personText}>
            <span className={styles.name}>
              <bdi>{trader.nickname}</bdi>
            </span>
            <span className={styles.meta}>
              {t`Copy ratio`} <bdi dir="ltr">{multipleText(followed.multiple)}</bdi> · {t`Max amount`}{' '}
              <bdi dir="ltr">{format.money(followed.max_amount)}</bdi>
            </span>
          </span>
          {active ? null : <Badge tone="neutral">{t`Ended`}</Badge>}
        </span>
      </button>
      <div className={styles.stats}>
        <Stat label={t`Copy profit`} value={profit.text} tone={profit.tone} big testId="follow-profit" />
        <Stat label={t`Margin held`} value={format.money(followed.total_amount)} />
        <Stat label={t`Lots held`} value={followed.position_quantity} />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.count} onClick={() => onCopies('holding')} data-testid="count-holding">
          <span className={`num ${styles.countValue}`}>{followed.position_num}</span>
          <span className={styles.countLabel}>{t({ message: 'Following', context: 'copies still open' })}</span>
        </button>
        <button type="button" className={styles.count} onClick={() => onCopies('history')} data-testid="count-history">
          <span className={`num ${styles.countValue}`}>{followed.closed_num}</span>
          <span className={styles.countLabel}>{t({ message: 'Closed', context: 'copies closed' })}</span>
        </button>
        <button type="button" className={styles.count} onClick={onSkips} data-testid="count-skipped">
          <span className={`num ${styles.countValue}`}>{followed.skipped_num}</span>
          <span className={styles.countLabel}>{t`Skipped`}</span>
        </button>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" block onClick={onSettings}>
          {active ? t`Settings` : t`Follow again`}
        </Button>
        {active ? (
          <Button variant="secondary" size="s" block onClick={onStop}>
            {t`Stop following`}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
