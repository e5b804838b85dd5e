import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useOnline } from '@/lib/useOnline';
import { Button, ConfirmDialog, OfflineReason } from '@/ui';
import styles from './OrderForm.module.css';

export interface OrderButton<K extends number> {
  key: K;
  label: string;
  /** Green for buy and up, red for sell and down. */
  variant: 'up' | 'down';
}

interface OrderButtonsProps<K extends number> {
  /** The instrument's market is open; otherwise one disabled "Market closed" in their place (spec section 4). */
  open: boolean;
  buttons: readonly [OrderButton<K>, OrderButton<K>];
  /** The button whose order is on its way: it spins, the other waits. */
  busy: K | null;
  onPress: (key: K) => void;
  /** Why no order can be sent as the form stands (the server would refuse it); the buttons are disabled and say it. */
  blocked?: string | undefined;
  /** Why the buttons wait for a fresh price (a stale price, issue 35): disabled, with the reason on each button. */
  waiting?: string | undefined;
  /** The button whose order waits for the user's confirmation (one-tap trading off), and what the order is. */
  confirming?: K | null;
  summary?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** An order form's two big buttons, kept in reach above the tab bar. */
export function OrderButtons<K extends number>(props: OrderButtonsProps<K>) {
  const { open, buttons, busy, onPress, blocked, waiting, confirming = null, summary, onConfirm, onCancel } = props;
  const { t } = useLingui();
  // Nothing that moves money is sent offline: the buttons wait, and say why across the bar.
  const online = useOnline();
  const reason = useId();
  // A stale price comes first: the order could not be placed at any form until a fresh one arrives.
  const why = open ? (waiting ?? blocked) : undefined;
  const asked = buttons.find((button) => button.key === confirming);
  return (
    <div className={styles.actions}>
      <OfflineReason className={styles.actionsNote} />
      <ConfirmDialog
        open={asked !== undefined}
        title={t`Place this order?`}
        message={
          <>
            <strong>{asked?.label}</strong> {summary}
            <br />
            {t`You can turn on one-tap trading in settings to send orders without this step.`}
          </>
        }
        confirmLabel={asked?.label}
        onConfirm={() => onConfirm?.()}
        onCancel={() => onCancel?.()}
      />
      {why ? (
        <p id={reason} className={styles.blocked} role="status">
          {why}
        </p>
      ) : null}
      {open ? (
        buttons.map((button) => (
          <Button
            key={button.key}
            variant={button.variant}
            size="l"
            block
            disabled={!online || why !== undefined || (busy !== null && busy !== button.key)}
            aria-describedby={why ? reason : undefined}
            loading={busy === button.key}
            onClick={() => onPress(button.key)}
          >
            {button.label}
            {waiting ? <span className={styles.waiting}>{t`Waiting for a fresh price`}</span> : null}
          </Button>
        ))
      ) : (
        // One label across the width: two halves are too narrow for "Market closed" in most languages.
        <Button className={styles.closed} variant="secondary" size="l" block disabled>
          {t`Market closed`}
        </Button>
      )}
    </div>
  );
}
