import { useLingui } from '@lingui/react/macro';
import { holdingTime } from './follow-format';

/** An average holding time as people say it: "45 min", "3 h 20 min", "2 d 4 h"; "--" without closed orders. */
export function useHoldingTimeText(): (ms: number) => string {
  const { t } = useLingui();
  return (ms) => {
    const time = holdingTime(ms);
    switch (time.unit) {
      case 'none':
        return '--';
      case 'under_minute':
        return t({ message: 'under 1 min', context: 'holding time' });
      case 'minutes': {
        const { minutes } = time;
        return t({ message: `${minutes} min`, context: 'holding time' });
      }
      case 'hours': {
        const { hours, minutes } = time;
        return minutes === 0
          ? t({ message: `${hours} h`, context: 'holding time' })
          : t({ message: `${hours} h ${minutes} min`, context: 'holding time' });
      }
      case 'days': {
        const { days, hours } = time;
        return hours === 0
          ? t({ message: `${days} d`, context: 'holding time' })
          : t({ message: `${days} d ${hours} h`, context: 'holding time' });
      }
    }
  };
}
