import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForexOrder } from '@common/api/trade';
import { SIDE } from '@common/contract';
import { BottomSheet, Button, sanitizeDecimalInput, TextField } from '@/ui';
import { priceText } from './order-format';
import { stopPriceMutation } from './queries';
import { levelField, levelParam, levelsProblem, type LevelProblem } from './stop-levels';
import styles from './OrdersScreen.module.css';

interface StopPriceSheetProps {
  /** The holding order whose levels are set; the sheet is open while there is one. */
  order: ForexOrder | null;
  tag: string;
  onClose: () => void;
  onSaved: (order: ForexOrder) => void;
}

/** Stop-loss and take-profit of a holding order: two prices, empty for none; the server's message confirms. */
export function StopPriceSheet({ order, tag, onClose, onSaved }: StopPriceSheetProps) {
  const { t } = useLingui();
  return (
    <BottomSheet open={order !== null} onClose={onClose} title={t`Stop-loss / take-profit`}>
      {order ? <StopPriceForm key={order.Id} order={order} tag={tag} onSaved={onSaved} /> : null}
    </BottomSheet>
  );
}

function StopPriceForm({ order, tag, onSaved }: { order: ForexOrder; tag: string; onSaved: (order: ForexOrder) => void }) {
  const { t } = useLingui();
  const [stopLoss, setStopLoss] = useState(() => levelField(order.TargetLossPrice));
  const [takeProfit, setTakeProfit] = useState(() => levelField(order.TargetProfitPrice));
  const saving = useMutation({ ...stopPriceMutation, onSuccess: onSaved });
  // Once a save was refused, the message follows the fields: it changes or goes the moment they are corrected.
  const [tried, setTried] = useState(false);
  const precision = order.ForexTradeLists.PricePrecision;
  const buy = order.OrderType === SIDE.buy;
  const current = priceText(order.UpdatePrice, precision, tag);
  const problem = levelsProblem(order, stopLoss, takeProfit);
  const error = !tried || problem === null ? null : problemText(problem);

  function problemText(found: LevelProblem): string {
    if (found === 'stop-loss-side') {
      return buy
        ? t`For a buy, the stop-loss must be below the current price`
        : t`For a sell, the stop-loss must be above the current price`;
    }
    if (found === 'take-profit-side') {
      return buy
        ? t`For a buy, the take-profit must be above the current price`
        : t`For a sell, the take-profit must be below the current price`;
    }
    return t`Please enter the price`;
  }

  const save = () => {
    const loss = levelParam(stopLoss);
    const profit = levelParam(takeProfit);
    if (problem || loss === null || profit === null) {
      setTried(true);
      return;
    }
    saving.mutate({ id: order.Id, stop_loss_price: loss, target_profit_price: profit });
  };

  return (
    <div className={styles.sheetForm}>
      <p className={styles.sheetNote}>
        <Trans>
          Current price: <span dir="ltr">{current}</span>
        </Trans>
      </p>
      <TextField
        label={t`Stop-loss`}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={t({ message: 'None', context: 'no stop level' })}
        value={stopLoss}
        onChange={(event) => setStopLoss(sanitizeDecimalInput(event.currentTarget.value, precision))}
      />
      <TextField
        label={t`Take-profit`}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={t({ message: 'None', context: 'no stop level' })}
        value={takeProfit}
        onChange={(event) => setTakeProfit(sanitizeDecimalInput(event.currentTarget.value, precision))}
      />
      <p className={error ? styles.sheetError : styles.sheetNote} role={error ? 'alert' : undefined}>
        {error ?? t`Leave a field empty to remove that level.`}
      </p>
      <Button block loading={saving.isPending} onClick={save}>
        {t`Save`}
      </Button>
    </div>
  );
}
