import { useLingui } from '@lingui/react/macro';
import type { Freshness } from './freshness';

/**
 * A stale price's age beside it ("8 s old"), or that a fresh one is awaited when its age is unknown; nothing while
 * the price is fresh. Said politely to screen readers: a price going stale is news, but not an alarm.
 */
export function QuoteAge({ freshness, className }: { freshness: Freshness; className?: string }) {
  const { t } = useLingui();
  if (freshness.reason === null) return null;
  const age = freshness.ageSeconds;
  return (
    <span className={className} role="status">
      {age === null ? t`Waiting for a fresh price` : t({ message: `${age} s old`, context: 'age of a price' })}
    </span>
  );
}
