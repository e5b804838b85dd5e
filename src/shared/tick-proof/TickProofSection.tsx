import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { priceText } from '@/lib/format';
import { AlertIcon, Button, CheckIcon, cx } from '@/ui';
import type { SettlementCheck } from './check-bundle';
import { clockText } from './clock-text';
import { saveJsonFile } from './save-json';
import styles from './TickProof.module.css';
import { proofFileName, type TradeRef } from './trade-ref';
import { useProofWords } from './useProofWords';
import { useTickProofs } from './useTickProofs';

interface TickProofSectionProps {
  trade: TradeRef;
  /** The trade's state (its status, the parts closed): a new one asks for its proofs again. */
  revision: string;
  /** Asks only while true: the detail sheet is open. */
  enabled: boolean;
  /** Decimals of the instrument's prices. */
  precision: number;
  tag: string;
  /** What the feature offers beside the download (the replay of a closed trade). */
  children?: ReactNode;
}

/**
 * "Price proof" in an order's detail (issue 37): each tick that decided the trade, checked on this device against the
 * log Meridian signs and the key it publishes, verified (with the time of the signed log) or not (saying which check
 * broke), or waiting for its minute to be signed; and the bundle to download, for a check outside Meridian.
 */
export function TickProofSection({ trade, revision, enabled, precision, tag, children }: TickProofSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const state = useTickProofs(trade, revision, enabled);
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="price-proof">
      <h3 id={headingId} className={styles.heading}>
        {t`Price proof`}
      </h3>
      {state.kind === 'ready' ? (
        <>
          <p
            className={styles.note}
          >{t`Each price that decided this order, checked on your device against the price log Meridian signs.`}</p>
          <ul className={styles.items}>
            {state.checks.map((check) => (
              <SettlementItem
                key={`${check.settlement.event}-${String(check.settlement.seq)}`}
                check={check}
                precision={precision}
                tag={tag}
              />
            ))}
          </ul>
        </>
      ) : state.kind === 'refused' ? (
        <p className={styles.note} role="status">
          {state.message}
        </p>
      ) : state.kind === 'failed' ? (
        <p className={styles.note} role="alert">
          {t`The proof could not be loaded.`}{' '}
          <Button variant="ghost" size="s" onClick={state.retry}>
            {t`Try again`}
          </Button>
        </p>
      ) : (
        <p className={styles.note} role="status">
          {t`Checking the prices…`}
        </p>
      )}
      {state.kind === 'ready' || children ? (
        <div className={styles.actions}>
          {state.kind === 'ready' ? (
            <Button variant="secondary" size="s" onClick={() => saveJsonFile(proofFileName(trade), state.bundle)}>
              {t`Download the proof`}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}

function SettlementItem({ check, precision, tag }: { check: SettlementCheck; precision: number; tag: string }) {
  const { t } = useLingui();
  const words = useProofWords();
  // Today's checkpoints read as a time of day; an older one with its date (clockText).
  const [now] = useState(() => Date.now());
  const { settlement } = check;
  return (
    <li className={styles.item}>
      <p className={styles.what}>
        <span>{words.event(settlement.event)}</span>
        <span className={cx(styles.price, 'num')} dir="ltr">
          {priceText(settlement.price, precision, tag)}
        </span>
      </p>
      {check.state === 'verified' ? (
        <p className={cx(styles.verdict, styles.verified)}>
          <CheckIcon size={16} />
          <span>{t`Verified: this price is in the signed log of ${clockText(check.signedAt, tag, now)}`}</span>
        </p>
      ) : check.state === 'broken' ? (
        <>
          <p className={cx(styles.verdict, styles.broken)}>
            <AlertIcon size={16} />
            <span>{t`Not verified`}</span>
          </p>
          <ul className={styles.reasons}>
            {check.failed.map((name) => (
              <li key={name}>{words.broken(name)}</li>
            ))}
          </ul>
        </>
      ) : check.state === 'pending' ? (
        <p className={cx(styles.verdict, styles.waiting)}>{t`Signed within two minutes`}</p>
      ) : (
        <p className={cx(styles.verdict, styles.waiting)}>{t`Settled before the signed price log began: there is no proof of it.`}</p>
      )}
    </li>
  );
}
