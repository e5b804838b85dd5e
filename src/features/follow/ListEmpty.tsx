import type { ReactNode } from 'react';
import { EmptyState, LoadFailed } from '@/ui';

/** An empty list's state: the list's own words when it is empty, or the shared "could not load" with a retry. */
export function ListEmpty({
  failed,
  title,
  description,
  onRetry,
}: {
  failed: boolean;
  title: string;
  description?: ReactNode;
  onRetry: () => void;
}) {
  if (failed) return <LoadFailed onRetry={onRetry} compact />;
  return <EmptyState title={title} description={description} compact />;
}
