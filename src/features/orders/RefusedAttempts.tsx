import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { timeText } from '@/lib/order-text';
import { followRefusals, refusalsAtom, type RefusalKind } from '@/shared/refusals';
import { CountBadge } from '@/ui';
import styles from './RefusedAttempts.module.css';

followRefusals();

/**
 * The attempts the server refused in this session (issue 35), newest first: when, on which instrument, what was tried,
 * and the server's reason with its code. Folded under its count; nothing at all until something was refused.
 */
export function RefusedAttempts({ tag }: { tag: string }) {
  const { t } = useLingui();
  const refusals = useAtomValue(refusalsAtom);
  if (refusals.length === 0) return null;
  const kinds: Record<RefusalKind, string> = {
    order: t({ message: 'Order', context: 'refused attempt' }),
    option: t({ message: 'Option', context: 'refused attempt' }),
    close: t({ message: 'Close', context: 'refused attempt' }),
    cancel: t`Cancel`,
    stops: t({ message: 'Stop change', context: 'refused attempt' }),
    close_all: t`Close all`,
  };
  return (
    <details className={styles.refused}>
      <summary className={styles.summary}>
        <span>{t`Refused this session`}</span>
        <CountBadge count={refusals.length} />
      </summary>
      <ul className={styles.list}>
        {refusals.map((refusal) => {
          const code = refusal.code;
          return (
            <li key={refusal.id} className={styles.item}>
              <div className={styles.head}>
                <span className={styles.what}>{kinds[refusal.kind]}</span>
                {refusal.instrument ? <span dir="ltr">{refusal.instrument}</span> : null}
                <time dateTime={new Date(refusal.at).toISOString()}>{timeText(refusal.at, tag)}</time>
                <span>{t`Code ${code}`}</span>
              </div>
              <p className={styles.message} dir="auto">
                {refusal.message}
              </p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
