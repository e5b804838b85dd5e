import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { zoneOffsetText } from './chart-time';

/**
 * What the chart says of its times, for a moment `at` (ms): they are Berlin's (the market's zone, spec section 9),
 * with the offset of that moment (summer or winter time), so they are not read as the device's like every other
 * time in the app.
 */
export function useChartZone(): (at: number) => string {
  const { t } = useLingui();
  return useCallback(
    (at: number) => {
      const offset = zoneOffsetText(at);
      return t({ message: `Chart time: Berlin (${offset})`, comment: "offset is the zone's offset from UTC, as UTC+1" });
    },
    [t],
  );
}
