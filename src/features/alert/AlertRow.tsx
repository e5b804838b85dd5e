import { useLingui } from '@lingui/react/macro';
import type { PriceAlert } from '@common/api/alert';
import { useFormat } from '@/lib/useFormat';
import { Button, Switch } from '@/ui';
import styles from './Alerts.module.css';

export interface AlertRowProps {
  alert: PriceAlert;
  /** The instrument's price decimals, to write the level as the trade screen writes prices; null: as stored. */
  precision: number | null;
  busy: boolean;
  onActive: (active: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One alert: the instrument and what it watches, its state (on, waiting to re-arm, off) and its last firing. */
export function AlertRow({ alert, precision, busy, onActive, onEdit, onRemove }: AlertRowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const name = alert.instrument;
  const price = (value: string) => format.price(value, precision ?? decimalsOf(value));
  const level = alert.level === null ? '' : price(alert.level);
  const percent = alert.percent ?? '';
  const minutes = alert.window_minutes ?? 0;
  const watches =
    alert.condition === 'above'
      ? t`Rises to ${level}`
      : alert.condition === 'below'
        ? t`Falls to ${level}`
        : t`Moves ${percent}% within ${minutes} min`;
  const state = !alert.active ? t`Off` : alert.armed ? t`On` : t`Fired; waiting for the price to come back`;
  const firedPrice = alert.fired_price === null ? '' : price(alert.fired_price);
  const firedAt = alert.fired_at === null ? '' : format.dateTime(alert.fired_at);
  return (
    <li className={styles.row} data-testid="alert-row" data-active={alert.active}>
      <div className={styles.main}>
        <strong className={styles.name}>
          <bdi>{name}</bdi>
        </strong>
        <span className={styles.watches}>
          <bdi>{watches}</bdi>
          {alert.repeat ? <span className={styles.tag}>{t`Repeats`}</span> : null}
        </span>
        <span className={styles.meta}>{state}</span>
        {alert.fired_at === null ? null : (
          <span className={`${styles.meta} num`} data-testid="alert-fired">
            {t`Last fired at ${firedPrice}, ${firedAt}`}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <Switch label={t`Alert on ${name}`} hideLabel checked={alert.active} disabled={busy} onChange={onActive} />
        <Button variant="ghost" size="s" onClick={onEdit}>
          {t`Change`}
        </Button>
        <Button variant="ghost" size="s" onClick={onRemove}>
          {t`Remove`}
        </Button>
      </div>
    </li>
  );
}

/** The decimals a decimal text is written with ("64990.50": 2). */
function decimalsOf(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}
