import { useLingui } from '@lingui/react/macro';
import type { TraderDetail } from '@common/api/follow';
import { Card } from '@/ui';
import { RiskScore } from './RiskScore';
import { Stat } from './Stat';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

/** Who follows the trader now and with how much, and the trader's risk score with how it is worked out. */
export function TraderFollowersCard({ trader }: { trader: TraderDetail }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  return (
    <Card aria-label={t`Followers and risk`}>
      <div className={styles.pair}>
        <Stat label={t`Followers`} value={trader.follow_num} testId="followers-count" />
        <Stat label={t`Followers' allocation`} value={`${format.money(trader.followers_allocation)} USD`} testId="followers-allocation" />
      </div>
      <RiskScore score={trader.risk_score} inputs={trader.risk_inputs} />
    </Card>
  );
}
