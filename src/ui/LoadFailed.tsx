import { useLingui } from '@lingui/react/macro';
import { useOnline } from '@/lib/useOnline';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { AlertIcon } from './icons';

export interface LoadFailedProps {
  /** Asks again; the button is shown only when given. */
  onRetry?: () => void;
  /** Less vertical padding, for use inside cards. */
  compact?: boolean;
  className?: string;
}

/**
 * A load that failed, told apart from "nothing here": a list that could not be fetched must never read as "you
 * have none". Offline it says so and that the screen reloads by itself when the connection returns.
 */
export function LoadFailed({ onRetry, compact = false, className }: LoadFailedProps) {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <div role="alert" className={className}>
      <EmptyState
        compact={compact}
        icon={<AlertIcon size={compact ? 40 : 56} />}
        title={t`Could not load`}
        description={
          online ? t`Check your connection and try again.` : t`You are offline. This loads again by itself when the connection returns.`
        }
        action={
          onRetry ? (
            <Button variant="secondary" size="s" onClick={onRetry}>
              {t`Try again`}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
