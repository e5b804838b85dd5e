import { useLingui } from '@lingui/react/macro';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';

/**
 * The "as of" note for an answer given at `asOf`: shown when the network is gone, or when the answer was already old
 * when it arrived (the service worker's kept copy); null for a fresh answer.
 */
export function useAsOfNote(asOf: number | null | undefined, stale: boolean): string | null {
  const { t } = useLingui();
  const online = useOnline();
  const format = useDateTime();
  if (asOf === null || asOf === undefined) return null;
  const time = format(asOf);
  if (!online) return t`Offline. Saved copy as of ${time}`;
  return stale ? t`As of ${time}` : null;
}
