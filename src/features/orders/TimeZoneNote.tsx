import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zoneText } from './order-format';

/**
 * Which zone the orders' times are in: the device's, named by its offset from UTC when the note is shown, so an
 * order at 17:02 beside the chart's 18:00 (Europe/Berlin, the market's) does not read as a contradiction (issue 41).
 */
export function TimeZoneNote({ className }: { className?: string }) {
  const { t } = useLingui();
  const [zone] = useState(() => zoneText(Date.now()));
  return <p className={className}>{t`Times are in your device's time zone (${zone}).`}</p>;
}
