import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { closeOrder, type ForexOrder } from '@common/api/trade';
import type { CloseLotsProblem } from '@common/contract';
import { useKeyedMutation } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { useTradeList } from '@/shared/market';
import { Button, ConfirmDialog, NumberStepper } from '@/ui';
import { closeLotsProblem, closeLotsRules, lotsLeft, lotsParam, seenPriceParam, type CloseLotsRules } from './close-lots';
import styles from './OrderDetail.module.css';

interface PartialCloseFormProps {
  /** A holding position. */
  order: ForexOrder;
  /** The server's answer: the order with the lots still open, or closed when the whole was. */
  onClosed: (answer: ForexOrder) => void;
  /** A refusal (already toasted): the caller decides whether the tab must be read again. */
  onRefused: (error: unknown) => void;
}

/**
 * Part of a position closed from its detail (issue 35): lots from the minimum to what leaves the minimum open, on
 * the instrument's lot step, or the whole; checked by the server's own rule before it is sent, then confirmed. The
 * close carries the price the detail showed when it was tapped, for the receipt.
 */
export function PartialCloseForm({ order, onClosed, onRefused }: PartialCloseFormProps) {
  const item = useTradeList().list?.find((entry) => entry.Id === order.ForexTradeLists.Id);
  const rules = closeLotsRules(order.Quantity, item);
  // Too small to split, or the instrument not known yet: the card's Close closes the whole.
  if (rules === null) return null;
  // Lots open changed (a part closed here or elsewhere): the field starts again from the minimum.
  return <CloseLotsFields key={order.Quantity} order={order} rules={rules} onClosed={onClosed} onRefused={onRefused} />;
}

function CloseLotsFields({ order, rules, onClosed, onRefused }: PartialCloseFormProps & { rules: CloseLotsRules }) {
  const { t } = useLingui();
  const online = useOnline();
  const headingId = useId();
  const noteId = useId();
  const [lots, setLots] = useState(rules.minLots);
  const [asking, setAsking] = useState(false);
  const closing = useKeyedMutation(closeOrder, onClosed);
  const problem = closeLotsProblem(rules, lots);
  // As typed ("0.10"), without a dot left halfway through typing; sent as a plain number (lotsParam).
  const shown = lots.trim().replace(/\.$/, '');
  const whole = problem === null && lotsLeft(rules, lots) === '0';
  const name = order.ForexTradeLists.ShowCode;
  const { minLots: min, maxPart: max, open, step } = rules;
  const lotsOf = (name: string, lots: string) => t`${name}, ${lots} lots`;

  const problemText = (kind: CloseLotsProblem): string => {
    switch (kind) {
      case 'not_positive':
        return t`Enter the lots to close`;
      case 'too_many':
        return t`Only ${open} lots are open`;
      case 'off_step':
        return t`Lots must be a multiple of ${step}`;
      case 'below_min':
        return t`Close at least ${min} lots`;
      case 'leaves_too_few':
        return t`At least ${min} lots must stay open: close ${max} lots at most, or the whole position`;
    }
  };

  const confirm = () => {
    closing.mutate(
      { id: order.Id, lots: lotsParam(lots), ...seenPriceParam(order) },
      { onSettled: () => setAsking(false), onError: (error) => onRefused(error) },
    );
  };

  const left = problem === null ? lotsLeft(rules, lots) : open;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t`Close part of this position`}
      </h3>
      <NumberStepper
        value={lots}
        step={step}
        min={min}
        max={open}
        precision={rules.precision}
        onChange={setLots}
        aria-label={t`Lots to close`}
        aria-invalid={problem !== null}
        aria-describedby={noteId}
      />
      <p id={noteId} className={problem === null ? styles.note : styles.error} role={problem === null ? undefined : 'alert'}>
        {problem === null ? t`From ${min} to ${max} lots, or all ${open} lots` : problemText(problem)}
      </p>
      <div className={styles.partActions}>
        <Button variant="secondary" size="s" onClick={() => setLots(open)}>
          {t`All lots`}
        </Button>
        <Button variant="danger" size="s" disabled={!online || problem !== null} onClick={() => setAsking(true)}>
          {t`Close ${shown} lots`}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        danger
        loading={closing.isPending}
        title={whole ? t`Close this position?` : t`Close ${shown} of ${open} lots?`}
        message={whole ? lotsOf(name, open) : t`${name}: ${left} lots stay open.`}
        confirmLabel={t({ message: 'Close', context: 'close a position' })}
        cancelLabel={t`Keep it`}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
