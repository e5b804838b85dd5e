import type { ReactNode } from 'react';
import { useGoBack } from '@/lib/go-back';
import { PageHeader } from '@/ui';

/** A fund screen's frame: a header with a way back and, on the list, the records button. */
export function FundPage({ title, trailing, children }: { title: string; trailing?: ReactNode; children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={trailing} />
      {children}
    </>
  );
}
