import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOOSENING_DELAY_MS } from '@common/protection';
import { useDateTime } from '@/lib/useFormat';
import styles from './Limits.module.css';

const HOUR_MS = 60 * 60 * 1000;

/** The wait of a loosening, in hours, as the screen says it. */
export const LOOSENING_HOURS = LOOSENING_DELAY_MS / HOUR_MS;

/**
 * When a change would take effect, said before it is saved (issue 38): a tightening at once, a loosening (a higher
 * limit, or none) only after LOOSENING_DELAY_MS, so a decision made in the heat of a losing day waits a day.
 */
export function TakesEffect({ now }: { now: boolean }) {
  const { t } = useLingui();
  const time = useDateTime();
  // When the sheet was opened: the end of the wait as the user reads it, not moving on every render.
  const [openedAt] = useState(() => Date.now());
  const hours = LOOSENING_HOURS;
  const at = time(openedAt + LOOSENING_DELAY_MS);
  return (
    <p className={now ? styles.effectNow : styles.effectLater} data-testid="takes-effect">
      {now ? t`This takes effect now.` : t`This takes effect in ${hours} hours, on ${at}.`}
    </p>
  );
}
