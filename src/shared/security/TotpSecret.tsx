import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CopyIcon, IconButton, toast } from '@/ui';
import { groupedSecret } from './grouped-secret';
import styles from './TotpSecret.module.css';

/**
 * The new secret as text, for an app that cannot scan: in groups of four to be typed, selected whole with one tap,
 * and copied without the spaces.
 */
export function TotpSecret({ secret }: { secret: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const copy = () => {
    navigator.clipboard
      .writeText(secret)
      .then(() => toast.show(t`Copied`, 'success'))
      .catch(() => toast.show(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  };
  return (
    <div>
      <p id={labelId} className={styles.muted}>
        {t`Cannot scan? Type this key into the app instead:`}
      </p>
      <div className={styles.secretRow}>
        <p className={styles.secret} dir="ltr" aria-labelledby={labelId} data-testid="totp-secret">
          {groupedSecret(secret)}
        </p>
        <IconButton label={t`Copy key`} onClick={copy}>
          <CopyIcon size={18} />
        </IconButton>
      </div>
    </div>
  );
}
