import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DemoNotice } from '@/shared/demo-guard';
import { useGoBack } from '@/lib/go-back';
import { isDemoAtom } from '@/lib/session';
import { PageHeader } from '@/ui';
import styles from './Wallet.module.css';

interface WalletPageProps {
  title: string;
  /** Header buttons at the inline end (the add button of the payout lists); hidden from a demo user. */
  trailing?: ReactNode;
  /** Deposit, withdrawal, transfer, identity, a new payout method: what only a real account may do. */
  realOnly?: boolean;
  children: ReactNode;
}

/**
 * A wallet screen's frame: header with a way back, then the screen. A demo user reads the wallet, the accounts, the
 * ledger and the payout lists, but a real-only screen shows the only-true-account notice in its place (spec sections
 * 5 and 6: demo users may not deposit, withdraw, transfer or prove who they are).
 */
export function WalletPage({ title, trailing, realOnly = false, children }: WalletPageProps) {
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={isDemo ? undefined : trailing} />
      {isDemo && realOnly ? (
        <div className={styles.page}>
          <DemoNotice />
        </div>
      ) : (
        children
      )}
    </>
  );
}
