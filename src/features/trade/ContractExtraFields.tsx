import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { MAX_EXPIRY_AHEAD_MS, PRICE_MODE, SIDE, stopSideValid, type Side } from '@common/contract';
import { Decimal, formatPrice, isUnsignedDecimalText } from '@common/money';
import { firstTrailingLevel, trailingDistanceProblem } from '@common/trailing';
import { priceText } from '@/lib/format';
import { ChoiceChips, sanitizeDecimalInput, TextField } from '@/ui';
import { localInputValue, type ContractExtras } from './contract-extras';
import type { PriceMode, StopLevel } from './contract-form';
import formStyles from './OrderForm.module.css';
import styles from './Ticket.module.css';

interface ContractExtraFieldsProps {
  extras: ContractExtras;
  onChange: (patch: Partial<ContractExtras>) => void;
  mode: PriceMode;
  /** The price the order would open at, which a trailing stop starts from. */
  price: string;
  stopLoss: StopLevel;
  precision: number;
  tag: string;
}

/**
 * The optional fields of issue 35: a trailing stop's distance (with the level it would start at, by the server's
 * formula, common/trailing.ts), a pending order's expiry (good till cancelled, or a date and time within 6 months), and
 * a market order's maximum deviation from the price seen at the tap.
 */
export function ContractExtraFields({ extras, onChange, mode, price, stopLoss, precision, tag }: ContractExtraFieldsProps) {
  const { t } = useLingui();
  const ids = useId();
  // The picker's bounds, from when the form opened: a hint to the picker; the submit checks against the moment it is sent.
  const [now] = useState(() => Date.now());
  return (
    <>
      <DecimalRow
        label={t`Trailing distance`}
        placeholder={t({ message: 'Off', context: 'trailing stop' })}
        value={extras.trailing}
        onChange={(trailing) => onChange({ trailing })}
        precision={precision}
      >
        <TrailingNote distance={extras.trailing} price={price} stopLoss={stopLoss} precision={precision} tag={tag} />
      </DecimalRow>
      {mode === PRICE_MODE.pending ? (
        <div className={formStyles.row}>
          <span id={`${ids}-expiry`} className={formStyles.label}>
            {t({ message: 'Expiry', context: 'pending order' })}
          </span>
          <ChoiceChips<'gtc' | 'date'>
            className={formStyles.control}
            aria-labelledby={`${ids}-expiry`}
            value={extras.expires ? 'date' : 'gtc'}
            onChange={(key) => onChange({ expires: key === 'date' })}
            items={[
              { key: 'gtc', label: t`Good till cancelled` },
              { key: 'date', label: t`Until a date` },
            ]}
          />
          {extras.expires ? (
            <TextField
              className={formStyles.control}
              type="datetime-local"
              aria-label={t`Expires at`}
              dir="ltr"
              min={localInputValue(now)}
              max={localInputValue(now + MAX_EXPIRY_AHEAD_MS)}
              value={extras.expiry}
              onChange={(event) => onChange({ expiry: event.target.value })}
            />
          ) : null}
        </div>
      ) : (
        <DecimalRow
          label={t`Maximum price deviation`}
          placeholder={t({ message: 'Any', context: 'price deviation' })}
          value={extras.maxDeviation}
          onChange={(maxDeviation) => onChange({ maxDeviation })}
          precision={precision}
        />
      )}
    </>
  );
}

interface DecimalRowProps {
  label: string;
  /** What an empty field means ("Off", "Any"). */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  precision: number;
  children?: ReactNode;
}

/** An optional price-sized field on a row of the form: its label (which wraps rather than push the field to a line
 * of its own in long languages), the field, and what is said of the value under them. */
function DecimalRow({ label, placeholder, value, onChange, precision, children }: DecimalRowProps) {
  const id = useId();
  return (
    <div className={formStyles.row}>
      <label htmlFor={id} className={`${formStyles.label} ${formStyles.labelWraps}`}>
        {label}
      </label>
      <TextField
        id={id}
        className={formStyles.control}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(sanitizeDecimalInput(event.target.value, precision))}
      />
      {children}
    </div>
  );
}

/** Where a trailing stop at the typed distance would start, for a buy and for a sell; nothing while none is typed. */
function TrailingNote(props: { distance: string; price: string; stopLoss: StopLevel; precision: number; tag: string }) {
  const { distance, price, stopLoss, precision, tag } = props;
  const { t } = useLingui();
  const text = distance.trim();
  if (
    !isUnsignedDecimalText(text) ||
    new Decimal(text).isZero() ||
    !isUnsignedDecimalText(price.trim()) ||
    new Decimal(price.trim()).isZero()
  )
    return null;
  if (trailingDistanceProblem(text, precision) !== null) {
    return <p className={styles.noteBad}>{t`The distance must be a whole number of price steps`}</p>;
  }
  // A stop-loss set alongside counts for the side it fits (the server's rule: the better of the two starts).
  const typed = stopLoss.on && isUnsignedDecimalText(stopLoss.price.trim()) ? stopLoss.price.trim() : '0';
  const level = (side: Side) => {
    const given = stopSideValid(side, 'stop_loss', typed, price.trim()) ? typed : '0';
    return priceText(formatPrice(firstTrailingLevel(side, price.trim(), text, precision, given), precision), precision, tag);
  };
  const buy = level(SIDE.buy);
  const sell = level(SIDE.sell);
  return <p className={styles.note} dir="auto">{t`Starts at: buy ${buy} · sell ${sell}`}</p>;
}
