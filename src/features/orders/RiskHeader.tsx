import { useLingui } from '@lingui/react/macro';
import { MarginLevel } from '@/shared/account';
import { cx } from '@/ui';
import { percentText, profitText } from './order-format';
import styles from './OrdersScreen.module.css';
import type { RiskFigures } from './risk-figures';

/** The contract account's floating profit, risk rate and prepayment ratio (margin level, coloured at the margin
 * warning's steps), live from FOREX_TRADE. */
export function RiskHeader({ figures, tag }: { figures: RiskFigures | null; tag: string }) {
  const { t } = useLingui();
  const profit = figures ? profitText(figures.ProfitsTotal, tag) : null;
  return (
    <dl className={styles.risk} aria-busy={figures === null || undefined}>
      <div>
        <dt>{t`Floating profit (USD)`}</dt>
        <dd className={cx('num', profit && styles[profit.tone])}>
          <span dir="ltr">{profit?.text ?? '--'}</span>
        </dd>
      </div>
      <div>
        <dt>{t`Risk rate`}</dt>
        <dd className="num">
          <span dir="ltr">{figures ? percentText(figures.HazardRate, tag) : '--'}</span>
        </dd>
      </div>
      <div>
        <dt>{t`Margin level`}</dt>
        <dd className="num">
          <MarginLevel
            percent={figures?.PrepaymentRatio ?? null}
            usedMargin={figures?.CautionMoneyAll ?? null}
            closeOutLevel={figures?.CloseOutLevel ?? null}
            tag={tag}
          />
        </dd>
      </div>
    </dl>
  );
}
