import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForexOrder } from '@common/api/trade';
import { priceText } from '@/lib/order-text';
import { BottomSheet, Button, sanitizeDecimalInput, Switch, TextField } from '@/ui';
import { stopPriceMutation } from './queries';
import { levelField, levelParam, levelsProblem, type StopLevels } from './stop-levels';
import { distanceField, isTrailing, trailingParams, trailingProblem, trailingStart, type TrailingProblem } from './trailing';
import { useLevelProblemText } from './useLevelProblemText';
import styles from './StopPriceSheet.module.css';

interface StopPriceSheetProps {
  /** The holding order whose levels are set; the sheet is open while there is one. */
  order: ForexOrder | null;
  /** What the fields start at instead of the order's levels (a level dragged on the trade chart). */
  initial?: StopLevels | undefined;
  tag: string;
  onClose: () => void;
  onSaved: (order: ForexOrder) => void;
}

/**
 * Stop-loss and take-profit of a holding order: two prices, empty for none; or a trailing stop-loss, a distance the
 * server keeps the stop behind the price (issue 35). The server's message confirms.
 */
export function StopPriceSheet({ order, initial, tag, onClose, onSaved }: StopPriceSheetProps) {
  const { t } = useLingui();
  // A new order or new starting levels start the form again.
  const key = order ? `${order.Id}|${initial?.stopLoss ?? ''}|${initial?.takeProfit ?? ''}` : '';
  return (
    <BottomSheet open={order !== null} onClose={onClose} title={t`Stop-loss / take-profit`}>
      {order ? <StopPriceForm key={key} order={order} initial={initial} tag={tag} onSaved={onSaved} /> : null}
    </BottomSheet>
  );
}

interface StopPriceFormProps {
  order: ForexOrder;
  initial: StopLevels | undefined;
  tag: string;
  onSaved: (order: ForexOrder) => void;
}

function StopPriceForm({ order, initial, tag, onSaved }: StopPriceFormProps) {
  const { t } = useLingui();
  const problemText = useLevelProblemText();
  const [stopLoss, setStopLoss] = useState(() => initial?.stopLoss ?? levelField(order.TargetLossPrice));
  const [takeProfit, setTakeProfit] = useState(() => initial?.takeProfit ?? levelField(order.TargetProfitPrice));
  // A stop-loss dragged on the chart to a new level is a fixed stop: the sheet then starts with trailing off.
  const [trailing, setTrailing] = useState(
    () => isTrailing(order) && (initial === undefined || initial.stopLoss === levelField(order.TargetLossPrice)),
  );
  const [distance, setDistance] = useState(() => distanceField(order));
  const saving = useMutation({ ...stopPriceMutation, onSuccess: onSaved });
  // Once a save was refused, the message follows the fields: it changes or goes the moment they are corrected.
  const [tried, setTried] = useState(false);
  const precision = order.ForexTradeLists.PricePrecision;
  const current = priceText(order.UpdatePrice, precision, tag);
  const trail = trailing ? trailingProblem(order, distance) : null;
  const start = trailing ? trailingStart(order, distance) : null;
  const level = start === null ? '' : priceText(start, precision, tag);
  const problem = levelsProblem(order, trailing ? (start ?? '') : stopLoss, takeProfit);
  const error = !tried ? null : trail !== null ? trailText(trail) : problem === null ? null : problemText(problem, order.OrderType);

  function trailText(kind: TrailingProblem): string {
    switch (kind) {
      case 'distance-missing':
        return t`Please enter the trailing distance`;
      case 'distance-off-step':
        return t`The distance must be a whole number of price steps`;
      case 'distance-too-far':
        return t`The trailing distance must be less than the current price`;
    }
  }

  const save = () => {
    const profit = levelParam(takeProfit);
    if (trailing) {
      if (trail !== null || problem !== null || profit === null) {
        setTried(true);
        return;
      }
      saving.mutate({ id: order.Id, ...trailingParams(order, distance), target_profit_price: profit });
      return;
    }
    const loss = levelParam(stopLoss);
    if (problem || loss === null || profit === null) {
      setTried(true);
      return;
    }
    // Off sends 0 when the order trails: its trailing stop ends and the stop-loss stays where the field says. An order
    // that does not trail sends none (absent keeps it off).
    const off = isTrailing(order) ? { trailing_distance: '0' } : {};
    saving.mutate({ id: order.Id, stop_loss_price: loss, target_profit_price: profit, ...off });
  };

  return (
    <div className={styles.form}>
      <p className={styles.note}>
        <Trans>
          Current price: <span dir="ltr">{current}</span>
        </Trans>
      </p>
      <Switch label={t`Trailing stop`} checked={trailing} onChange={setTrailing} className={styles.switch} />
      {trailing ? (
        <>
          <TextField
            label={t`Trailing distance`}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={distance}
            onChange={(event) => setDistance(sanitizeDecimalInput(event.currentTarget.value, precision))}
          />
          <p className={styles.note}>
            {start === null ? (
              t`The server moves the stop-loss as the price moves your way, keeping this distance; it never moves back.`
            ) : (
              <Trans>
                Stop-loss: <span dir="ltr">{level}</span> now, moved by the server as the price moves your way.
              </Trans>
            )}
          </p>
        </>
      ) : (
        <TextField
          label={t`Stop-loss`}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder={t({ message: 'None', context: 'no stop level' })}
          value={stopLoss}
          onChange={(event) => setStopLoss(sanitizeDecimalInput(event.currentTarget.value, precision))}
        />
      )}
      <TextField
        label={t`Take-profit`}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={t({ message: 'None', context: 'no stop level' })}
        value={takeProfit}
        onChange={(event) => setTakeProfit(sanitizeDecimalInput(event.currentTarget.value, precision))}
      />
      <p className={error ? styles.error : styles.note} role={error ? 'alert' : undefined}>
        {error ?? t`Leave a field empty to remove that level.`}
      </p>
      <Button block loading={saving.isPending} onClick={save}>
        {t`Save`}
      </Button>
    </div>
  );
}
