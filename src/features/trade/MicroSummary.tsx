import { useLingui } from '@lingui/react/macro';
import { percentOfRatio } from '@common/micro';
import { formatAmountText } from '@/lib/format';
import { breakEvenPercent } from './micro-form';
import styles from './MicroForm.module.css';
import formStyles from './OrderForm.module.css';

interface MicroSummaryProps {
  /** Expected income of a win, USD, 2 decimals. */
  income: string;
  /** What a loss costs, USD, 2 decimals (positive); null while the amount is not one. */
  loss: string | null;
  /** The chosen expiry's ProfitRatio. */
  ratio: string;
  /** micro_loss_level: 0 a loss costs the whole amount, otherwise amount x ratio. */
  lossLevel: number;
  /** The option account's free balance; null for a guest or while it loads. */
  balance: string | null;
  tag: string;
}

/**
 * What the order would pay, how often such orders must win to break even, and the option account's free balance,
 * with a sentence saying what the payout means: a win pays less than a loss costs, which the figures alone hide.
 */
export function MicroSummary({ income, loss, ratio, lossLevel, balance, tag }: MicroSummaryProps) {
  const { t } = useLingui();
  const payout = percentOfRatio(ratio);
  const breakEven = breakEvenPercent(ratio, lossLevel);
  return (
    <>
      <dl className={formStyles.preview}>
        <div>
          <dt>{t`Expected income (USD)`}</dt>
          <dd className="num">
            <span dir="ltr">{formatAmountText(income, tag)}</span>
          </dd>
        </div>
        <div>
          <dt>{t`Loss if it loses (USD)`}</dt>
          <dd className="num">
            <span dir="ltr">{loss === null ? '--' : formatAmountText(loss, tag)}</span>
          </dd>
        </div>
        <div>
          <dt>{t`Break-even win rate`}</dt>
          <dd className="num">
            <span dir="ltr">{`${breakEven}%`}</span>
          </dd>
        </div>
        <div>
          <dt>{t`Option account (USD)`}</dt>
          <dd className="num">
            <span dir="ltr">{balance === null ? '--' : formatAmountText(balance, tag)}</span>
          </dd>
        </div>
      </dl>
      <p className={styles.explain}>
        {lossLevel === 0
          ? t`A win pays ${payout}% of the amount; a loss costs the whole amount. Win more than ${breakEven}% of your orders to come out ahead.`
          : t`A win pays ${payout}% of the amount; a loss costs ${payout}% of it. Win more than ${breakEven}% of your orders to come out ahead.`}
      </p>
    </>
  );
}
