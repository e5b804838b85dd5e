import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { AccountBalance } from '@common/api/wallet';
import { totalBalance } from '@common/money';
import { assetsHiddenAtom } from '@/lib/assets-hidden';
import { HIDDEN_AMOUNT } from '@/lib/format';
import { EyeIcon, EyeOffIcon, IconButton } from '@/ui';
import { useMoney } from './useMoney';
import styles from './Wallet.module.css';

interface TotalAssetsProps {
  /** Null while loading. */
  accounts: readonly AccountBalance[] | null;
  /** Buttons under the figure. */
  children?: ReactNode;
}

/** Total assets (balance plus locked, over every account; spec section 9) with the hide toggle (asterisks). */
export function TotalAssets({ accounts, children }: TotalAssetsProps) {
  const { t } = useLingui();
  const money = useMoney();
  const [hidden, setHidden] = useAtom(assetsHiddenAtom);
  const total = accounts ? money(totalBalance(accounts)) : '--';
  return (
    <section className={styles.hero} aria-labelledby="wallet-total-label">
      <div className={styles.heroHead}>
        <h2 id="wallet-total-label" className={styles.heroLabel}>
          {t`Total assets (USD)`}
        </h2>
        <IconButton label={t`Hide amounts`} aria-pressed={hidden} className={styles.heroEye} onClick={() => setHidden(!hidden)}>
          {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </IconButton>
      </div>
      <p className={`${styles.heroAmount} num`} aria-busy={accounts === null || undefined}>
        <span dir="ltr">{hidden ? HIDDEN_AMOUNT : total}</span>
      </p>
      {children}
    </section>
  );
}
