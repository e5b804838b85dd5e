import type { ReactNode } from 'react';
import { useGoBack } from '@/lib/go-back';
import { PageHeader } from '@/ui';
import styles from './Loan.module.css';

/** A loan screen's frame: a header with a way back (and, where it helps, the records button), then the page. */
export function LoanPage({ title, trailing, children }: { title: string; trailing?: ReactNode; children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={trailing} />
      <div className={styles.page}>{children}</div>
    </>
  );
}
