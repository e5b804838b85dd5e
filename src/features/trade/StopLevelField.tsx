import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Decimal, formatPrice, isUnsignedDecimalText } from '@common/money';
import { nearestStopLevel, SIDE, stopSideValid } from '@common/contract';
import { formatAmountText, priceText } from '@/lib/format';
import { Checkbox, NumberStepper } from '@/ui';
import { priceStep, toggleStop, type StopLevel } from './contract-form';
import styles from './OrderForm.module.css';

type StopKind = 'stop_loss' | 'take_profit';

interface StopLevelFieldProps {
  kind: StopKind;
  label: string;
  level: StopLevel;
  onChange: (level: StopLevel) => void;
  /** The live close a ticked box starts at, and the price the hint measures from. */
  close: string;
  precision: number;
  /** The language tag prices are written in. */
  tag: string;
  disabled?: boolean;
}

/**
 * A stop-loss or take-profit: a checkbox, and once ticked the price (starting at the close, never below 0, grouped
 * for the language as prices are everywhere while it is not being typed in) with,
 * right under it, where the level must be for a buy and for a sell. The level starts at the close, which neither
 * direction accepts, so the user sees the rule (the server's, common/contract.ts) before tapping Buy or Sell.
 */
export function StopLevelField({ kind, label, level, onChange, close, precision, tag, disabled = false }: StopLevelFieldProps) {
  const { t } = useLingui();
  const hintId = useId();
  const step = priceStep(precision);
  const live = isUnsignedDecimalText(close) && !new Decimal(close).isZero();
  const typed = level.price.trim();
  const fits = (side: typeof SIDE.buy | typeof SIDE.sell) =>
    live && isUnsignedDecimalText(typed) && stopSideValid(side, kind, typed, close);
  const limit = (side: typeof SIDE.buy | typeof SIDE.sell) =>
    priceText(formatPrice(nearestStopLevel(side, kind, close, step), precision), precision, tag);
  const buyLimit = live ? limit(SIDE.buy) : '--';
  const sellLimit = live ? limit(SIDE.sell) : '--';
  // A stop-loss of a buy sits below the price, of a sell above; a take-profit the other way round.
  const hint =
    kind === 'stop_loss'
      ? t`Buy: ${buyLimit} or lower · Sell: ${sellLimit} or higher`
      : t`Buy: ${buyLimit} or higher · Sell: ${sellLimit} or lower`;
  const neither = !fits(SIDE.buy) && !fits(SIDE.sell);
  return (
    <div className={styles.row}>
      <Checkbox
        className={styles.stopCheck}
        checked={level.on}
        disabled={disabled}
        onChange={(on) => onChange(toggleStop(level, on, close))}
        label={label}
      />
      {level.on ? (
        <>
          <NumberStepper
            className={styles.control}
            value={level.price}
            step={step}
            min="0"
            precision={precision}
            disabled={disabled}
            aria-label={label}
            aria-describedby={hintId}
            format={(price) => formatAmountText(price, tag)}
            onChange={(price) => onChange({ ...level, price })}
          />
          <p id={hintId} className={neither ? styles.stopHintBad : styles.stopHint} dir="auto">
            {hint}
          </p>
        </>
      ) : null}
    </div>
  );
}
