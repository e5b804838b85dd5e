import { useLingui } from '@lingui/react/macro';
import { useDateTime } from '@/lib/use-date-time';
import { useOnline } from '@/lib/use-online';

// When a news answer is old enough to say so: the network is gone (the service worker answered from its cache),
// or the copy shown is more than a few minutes old.

const STALE_AFTER_MS = 5 * 60 * 1000;

/** The "as of" note for an answer given at `asOf`, or null when it is fresh and the network is there. */
export function useAsOfNote(asOf: number | null | undefined): string | null {
  const { t } = useLingui();
  const online = useOnline();
  const format = useDateTime();
  if (asOf === null || asOf === undefined) return null;
  const time = format(asOf);
  if (!online) return t`Offline. Saved copy as of ${time}`;
  return Date.now() - asOf > STALE_AFTER_MS ? t`As of ${time}` : null;
}
