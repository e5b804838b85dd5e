import { useLingui } from '@lingui/react/macro';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import styles from './AsOfNote.module.css';

export interface AsOfNoteProps {
  /** When the oldest answer shown is from, if it is not current (useAsOf); nothing is shown when null. */
  at: number | null;
  /** The screen shows prices and they are not being pushed: they are said to be not live. */
  pricesNotLive?: boolean;
}

/**
 * Says a screen shows kept answers and the time they are from ("as of 14:02", in the user's zone and language),
 * and, on a screen with prices, that they are not live. Shown only while that is so.
 */
export function AsOfNote({ at, pricesNotLive = false }: AsOfNoteProps) {
  const { t } = useLingui();
  const online = useOnline();
  const format = useDateTime();
  if (at === null && !pricesNotLive) return null;
  const time = at === null ? null : format(at);
  const since = time === null ? null : online ? t`As of ${time}` : t`Offline. Saved copy as of ${time}`;
  return (
    <p className={styles.note} role="status" data-testid="as-of">
      {since}
      {since && pricesNotLive ? ' · ' : null}
      {pricesNotLive ? t`Prices are not live.` : null}
    </p>
  );
}
