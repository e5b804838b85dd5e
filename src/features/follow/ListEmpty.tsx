import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, EmptyState } from '@/ui';

/** An empty list's state: the list's own words when it is empty, or "could not load" with a retry when it failed. */
export function ListEmpty({ failed, title, description, onRetry }: { failed: boolean; title: string; description?: ReactNode; onRetry: () => void }) {
  const { t } = useLingui();
  if (failed) {
    return (
      <EmptyState
        title={t`Could not load this list`}
        description={t`Check your connection and try again.`}
        action={
          <Button variant="secondary" size="s" onClick={onRetry}>
            {t`Try again`}
          </Button>
        }
        compact
      />
    );
  }
  return <EmptyState title={title} description={description} compact />;
}
