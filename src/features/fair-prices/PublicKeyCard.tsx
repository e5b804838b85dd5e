import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { keyFingerprint } from '@common/tick-log';
import { clockText, tickPublicKeyQuery } from '@/shared/tick-proof';
import { Card, CopyIcon, IconButton, LoadFailed, toast } from '@/ui';
import styles from './FairPrices.module.css';
import { latestCheckpointQuery } from './queries';

/**
 * The key that signs the price log, as Meridian publishes it (base64, to be selected whole or copied), its
 * fingerprint to compare by eye with the one the checking tool prints, and when the log was last signed.
 */
export function PublicKeyCard({ tag }: { tag: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const keyLabel = useId();
  const key = useQuery(tickPublicKeyQuery);
  const checkpoint = useQuery(latestCheckpointQuery);
  // The last signature's time of day, dated when it is not today's (clockText).
  const [now] = useState(() => Date.now());
  const copy = (text: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => toast.show(t`Copied`, 'success'))
      .catch(() => toast.show(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  };
  const signedAt = checkpoint.data ? clockText(checkpoint.data.time, tag, now, { seconds: true }) : null;
  return (
    <Card aria-labelledby={titleId} data-testid="public-key">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Meridian's public key`}
      </h2>
      {key.data ? (
        <>
          <p id={keyLabel} className={styles.muted}>
            {t`Ed25519, base64. The checking tool and anyone else can check every signature with it.`}
          </p>
          <div className={styles.keyRow}>
            <code className={styles.key} dir="ltr" aria-labelledby={keyLabel} data-testid="public-key-text">
              {key.data.public_key}
            </code>
            <IconButton label={t`Copy key`} onClick={() => copy(key.data.public_key)}>
              <CopyIcon size={18} />
            </IconButton>
          </div>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t`Fingerprint`}</dt>
              <dd className={styles.fingerprint} dir="ltr" data-testid="key-fingerprint">
                {keyFingerprint(key.data.key_id)}
              </dd>
            </div>
          </dl>
        </>
      ) : key.isError ? (
        <LoadFailed compact onRetry={() => void key.refetch()} />
      ) : (
        <p className={styles.muted} role="status">
          {t`Loading…`}
        </p>
      )}
      {checkpoint.isSuccess ? (
        <p className={styles.signed} data-testid="last-checkpoint">
          {signedAt === null ? t`No checkpoint signed yet` : t`Last signed at ${signedAt}`}
        </p>
      ) : null}
    </Card>
  );
}
