import { useLingui } from '@lingui/react/macro';
import { marginStanding, stopOutLevelOf, type MarginStanding } from '@common/margin-level';
import { Decimal, formatAmount, isDecimalText, isUnsignedDecimalText } from '@common/money';
import { formatAmountText } from '../../lib/format';
import { percentText } from '../../lib/order-text';
import { cx } from '../../ui/cx';
import { useStopOutLevel } from './stop-out-level';
import styles from './MarginLevel.module.css';

interface MarginLevelProps {
  /** The account's PrepaymentRatio: equity / used margin as a percent, 2 decimals, live from FOREX_TRADE. */
  percent: string | null;
  /** The margin in use (CautionMoneyAll); with none, nothing can be stopped out and there is no level. */
  usedMargin: string | null;
  /** The highest close-out level the account's positions keep from their rule set (CloseOutLevel); null: none. */
  closeOutLevel: string | null;
  tag: string;
}

/**
 * The account's margin level (equity / used margin) as a percentage, coloured at the steps the margin warnings fire
 * at, with a word saying the standing so colour is not the only sign. The stop-out level is the server's
 * stop_out_level, as the basic settings publish it, or the higher level the positions keep from the client's rules.
 */
export function MarginLevel({ percent, usedMargin, closeOutLevel, tag }: MarginLevelProps) {
  const { t } = useLingui();
  const platformLevel = useStopOutLevel();
  const kept = closeOutLevel !== null && isUnsignedDecimalText(closeOutLevel) ? closeOutLevel : null;
  const stopOutLevel = stopOutLevelOf(platformLevel, kept);
  const inUse = usedMargin !== null && isDecimalText(usedMargin) && new Decimal(usedMargin).greaterThan(0);
  const level = inUse && percent !== null && isDecimalText(percent) ? new Decimal(percent).dividedBy(100) : null;
  // Nothing in use: the figure as the server gives it ("0.00%"), uncoloured.
  if (level === null) return <span dir="ltr">{percent === null ? '--' : percentText(percent, tag)}</span>;
  const standing = marginStanding(level, stopOutLevel);
  const words: Record<Exclude<MarginStanding, 'safe'>, string> = {
    100: t({ message: 'Margin call', context: 'margin level standing' }),
    75: t({ message: 'At risk', context: 'margin level standing' }),
    50: t({ message: 'Near stop-out', context: 'margin level standing' }),
    stop_out: t({ message: 'Stop-out', context: 'margin level standing' }),
  };
  return (
    <span className={cx(styles.level, toneOf(standing))}>
      <span dir="ltr">{`${formatAmountText(formatAmount(level.times(100)), tag)}%`}</span>
      {standing === 'safe' ? null : <span className={styles.standing}>{words[standing]}</span>}
    </span>
  );
}

function toneOf(standing: MarginStanding): string | undefined {
  if (standing === 'safe') return undefined;
  return standing === 'stop_out' ? styles.stop_out : styles[`step${String(standing)}`];
}
