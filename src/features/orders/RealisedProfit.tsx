import { useLingui } from '@lingui/react/macro';
import { cx } from '@/ui';
import { profitText } from './order-format';
import styles from './OrdersScreen.module.css';
import { TimeZoneNote } from './TimeZoneNote';

/**
 * The history tab's total: what every closed order left in the account after its fee, not only the pages loaded
 * (all_net_profits; "--" in an answer kept from before the server gave it), and the zone the cards' times are in.
 */
export function RealisedProfit({ value, tag }: { value: string | null; tag: string }) {
  const { t } = useLingui();
  const profit = profitText(value ?? '--', tag);
  return (
    <div className={styles.realisedBlock}>
      <p className={styles.realised}>
        <span>{t`Realised profit after fees, all closed orders (USD)`}</span>
        <span className={cx('num', styles.realisedValue, styles[profit.tone])}>
          <span dir="ltr">{profit.text}</span>
        </span>
      </p>
      <TimeZoneNote className={styles.zoneNote} />
    </div>
  );
}
