import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DemoNotice } from '@/lib/demo-guard';
import { useGoBack } from '@/lib/go-back';
import { isDemoAtom } from '@/lib/session';
import { PageHeader } from '@/ui';
import styles from './Wallet.module.css';

interface WalletPageProps {
  title: string;
  /** Header buttons at the inline end (the add button of the payout lists). */
  trailing?: ReactNode;
  children: ReactNode;
}

/**
 * A wallet screen's frame: header with a way back, then the screen, or for a demo user the only-true-account
 * notice in its place (spec sections 5 and 6: demo users may not deposit, withdraw or transfer).
 */
export function WalletPage({ title, trailing, children }: WalletPageProps) {
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={isDemo ? undefined : trailing} />
      {isDemo ? (
        <div className={styles.page}>
          <DemoNotice />
        </div>
      ) : (
        children
      )}
    </>
  );
}
