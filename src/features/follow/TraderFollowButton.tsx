import { useLingui } from '@lingui/react/macro';
import type { TraderDetail } from '@common/api/follow';
import { Button } from '@/ui';
import { useCopyNotOfferedText } from './useCopyNotOfferedText';
import { useNotTakingFollowersText } from './useNotTakingFollowersText';
import styles from './Follow.module.css';

/**
 * The trader page's follow button: follow, or (following) change the settings; disabled with the reason shown when
 * the trader takes no new follow from the caller. Someone following already may still change their settings.
 */
export function TraderFollowButton({ trader, onFollow }: { trader: TraderDetail; onFollow: () => void }) {
  const { t } = useLingui();
  const notTakingText = useNotTakingFollowersText();
  const notOffered = useCopyNotOfferedText();
  const following = trader.is_followed === 1;
  const reason = following ? null : notTakingText(trader);
  // Issue 38: where copy trading is not offered, a new follow's button gives way to why.
  if (!following && notOffered !== null) {
    return (
      <p className={styles.hint} data-testid="copy-not-offered">
        {notOffered}
      </p>
    );
  }
  return (
    <div className={styles.field}>
      <Button
        block
        variant={following ? 'secondary' : 'primary'}
        disabled={reason !== null}
        aria-describedby={reason !== null ? `not-taking-${String(trader.id)}` : undefined}
        onClick={onFollow}
      >
        {following ? t`Following: change settings` : t`Follow`}
      </Button>
      {reason !== null ? (
        <p id={`not-taking-${String(trader.id)}`} className={styles.hint} data-testid="not-taking-followers">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
