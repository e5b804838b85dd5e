import { useLingui } from '@lingui/react/macro';
import type { FollowedTrader } from '@common/api/follow';
import { timeText } from '@/lib/order-text';
import { Button, Card } from '@/ui';
import { Avatar } from './Avatar';
import { multipleText } from './follow-format';
import { FollowStateBadge } from './FollowStateBadge';
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
  onPause: () => void;
  onResume: () => void;
  /** Asks to close every open copy (the question comes first). */
  onCloseCopies: () => void;
  /** A pause, resume or close of this follow is on its way. */
  busy: boolean;
}

/**
 * One followed trader (spec section 2, "Follow list"; issue 36): how copies are sized, the allocation and the copy
 * stop-loss, where the follow stands (paused, stopped by its stop-loss, cancelled), the copies' profit, counts that
 * open the drawer, and what can be done with it.
 */
export function FollowedCard(props: FollowedCardProps) {
  const { followed, onOpenTrader, onCopies, onSkips } = props;
  const { t } = useLingui();
  const format = useFollowFormat();
  const { trader, setting } = followed;
  const profit = format.profit(followed.total_profits);
  const active = followed.active === 1;
  const ended = !active && setting.ended_at > 0 ? timeText(setting.ended_at, format.tag) : null;
  return (
    <Card as="article" data-testid="followed-card" aria-label={trader.nickname}>
      <button type="button" className={styles.open} onClick={onOpenTrader}>
        <span className={styles.person}>
          <Avatar src={trader.avatar} nickname={trader.nickname} />
          <span className={styles.personText}>
            <span className={styles.name}>
              <bdi>{trader.nickname}</bdi>
            </span>
            <FollowTerms followed={followed} />
          </span>
          <span className={styles.state} data-testid="follow-state">
            <FollowStateBadge setting={setting} active={active} />
          </span>
        </span>
      </button>
      {ended !== null ? (
        <p className={styles.meta} data-testid="follow-ended-at">
          {t`Ended ${ended}`}
        </p>
      ) : null}
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
      <FollowedActions {...props} />
    </Card>
  );
}

/** The copy size, the allocation and (when set) the loss at which the copy stop-loss fires. */
function FollowTerms({ followed }: { followed: FollowedTrader }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const { setting } = followed;
  const limit = setting.stop_loss_limit === null ? null : format.money(setting.stop_loss_limit);
  return (
    <>
      <span className={styles.meta}>
        {setting.amount_per_order !== null ? (
          <>
            {t`Amount per order`} <bdi dir="ltr">{format.money(setting.amount_per_order)}</bdi>
          </>
        ) : (
          <>
            {t`Copy ratio`} <bdi dir="ltr">{multipleText(followed.multiple)}</bdi>
          </>
        )}{' '}
        · {t`Allocation`} <bdi dir="ltr">{format.money(followed.max_amount)}</bdi>
      </span>
      {limit !== null ? (
        <span className={styles.meta} data-testid="follow-loss-limit">
          {t`Copy stop-loss: at a loss of ${limit} USD`}
        </span>
      ) : null}
    </>
  );
}

/** Settings (or follow again), pause or resume, close every open copy, and stop following. */
function FollowedActions({ followed, onSettings, onStop, onPause, onResume, onCloseCopies, busy }: FollowedCardProps) {
  const { t } = useLingui();
  const active = followed.active === 1;
  const paused = followed.setting.paused === 1;
  return (
    <div className={styles.actionGrid}>
      <Button variant="secondary" size="s" block onClick={onSettings}>
        {active ? t`Settings` : t`Follow again`}
      </Button>
      {active ? (
        <Button variant="secondary" size="s" block disabled={busy} onClick={paused ? onResume : onPause}>
          {paused ? t({ message: 'Resume', context: 'follow' }) : t({ message: 'Pause', context: 'follow' })}
        </Button>
      ) : null}
      {followed.position_num > 0 ? (
        <Button variant="secondary" size="s" block disabled={busy} onClick={onCloseCopies}>
          {t`Close all copies`}
        </Button>
      ) : null}
      {active ? (
        <Button variant="secondary" size="s" block onClick={onStop}>
          {t`Stop following`}
        </Button>
      ) : null}
    </div>
  );
}
