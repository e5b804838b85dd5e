import type { ReactNode } from 'react';
import { useGoBack } from '@/lib/go-back';
import { PageHeader } from '@/ui';

/** A copy-trading screen below /follow: a header with a way back. */
export function FollowPage({ title, trailing, children }: { title: string; trailing?: ReactNode; children: ReactNode }) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={trailing} />
      {children}
    </>
  );
}
