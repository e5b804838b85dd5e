import { useLingui } from '@lingui/react/macro';
import { cx } from '@/ui';
import { profitText } from './order-format';
import styles from './OrdersScreen.module.css';

/** The history tab's total: the profit of every closed order, not only the pages loaded (all_fact_profits). */
export function RealisedProfit({ value, tag }: { value: string; tag: string }) {
  const { t } = useLingui();
  const profit = profitText(value, tag);
  return (
    <p className={styles.realised}>
      <span>{t`Realised profit, all closed orders (USD)`}</span>
      <span className={cx('num', styles.realisedValue, styles[profit.tone])}>
        <span dir="ltr">{profit.text}</span>
      </span>
    </p>
  );
}
