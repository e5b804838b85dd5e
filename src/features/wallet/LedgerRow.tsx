import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '@common/api/wallet';
import type { Tone } from '@common/money-text';
import { cx } from '@/ui';
import { ledgerText } from './ledger-entry';
import { useMoney, useSignedMoney } from './useMoney';
import styles from './LedgerRow.module.css';

const toneClass: Readonly<Record<Tone, string | undefined>> = { up: styles.up, down: styles.down, flat: undefined };

/**
 * One ledger entry: what happened, when (and in which account, in the list of every account), and the account's
 * balance after it on the start side; on the end side the
 * signed change to the available balance and, when the entry moved locked money (a withdrawal under review, margin),
 * the change to the locked balance, each named when there are both. A paid-out withdrawal shows the locked money
 * leaving, not a change of 0.00.
 */
export function LedgerRow({ entry, account }: { entry: LedgerEntry; account?: string | undefined }) {
  const { t } = useLingui();
  const money = useMoney();
  const signedMoney = useSignedMoney();
  const available = signedMoney(entry.Value);
  const lockedChange = signedMoney(entry.LockValue);
  const movesLocked = lockedChange.tone !== 'flat';
  const movesAvailable = available.tone !== 'flat' || !movesLocked;
  const balance = money(entry.Balance);
  const locked = money(entry.LockBalance);
  const lockedAfter = signedMoney(entry.LockBalance).tone !== 'flat';
  return (
    <article className={styles.row}>
      <div className={styles.main}>
        <span className={styles.title}>{ledgerText(entry)}</span>
        <span className={styles.meta}>
          {account === undefined ? null : <span className={styles.account}>{account}</span>}
          <span className="num" dir="ltr">
            {entry.CreatedAtTran}
          </span>
        </span>
        <span className={styles.after}>
          <span>
            <Trans>
              Balance after <span dir="ltr">{balance}</span>
            </Trans>
          </span>
          {lockedAfter ? (
            <span>
              {/* The accounts screen's words for the locked balance. */}
              <Trans>
                Locked <span dir="ltr">{locked}</span>
              </Trans>
            </span>
          ) : null}
        </span>
      </div>
      <div className={styles.changes}>
        {movesAvailable ? <Change label={movesLocked ? t`Available` : undefined} text={available.text} tone={available.tone} /> : null}
        {movesLocked ? <Change label={t`Locked`} text={lockedChange.text} tone={lockedChange.tone} /> : null}
      </div>
    </article>
  );
}

function Change({ label, text, tone }: { label: string | undefined; text: string; tone: Tone }) {
  return (
    <span className={styles.change}>
      {label === undefined ? null : <span className={styles.changeLabel}>{label}</span>}
      <span className={cx(styles.changeValue, toneClass[tone], 'num')} dir="ltr">
        {text}
      </span>
    </span>
  );
}
