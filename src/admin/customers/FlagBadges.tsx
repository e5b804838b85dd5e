import { useLingui } from '@lingui/react/macro';
import type { RiskFlag } from '@common/customer-care';
import { Badge } from '@/ui';
import { FLAG_LABELS, FLAG_TONES } from './risk-flags';
import styles from './FlagBadges.module.css';

/** The customer's risk flags as badges, in the fixed list's order; nothing when none is set. */
export function FlagBadges({ flags }: { flags: readonly RiskFlag[] }) {
  const { i18n } = useLingui();
  if (flags.length === 0) return null;
  return (
    <span className={styles.badges}>
      {flags.map((flag) => (
        <Badge key={flag} tone={FLAG_TONES[flag]}>
          {i18n._(FLAG_LABELS[flag])}
        </Badge>
      ))}
    </span>
  );
}
