import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useSessionToken } from '@/lib/query';
import { localeAtom } from '@/lib/store';
import { cx } from '@/ui';
import { riskWarningQuery } from './queries';
import styles from './RiskWarning.module.css';

/**
 * The risk warning a regulator asks for where CFDs are offered (issue 38), in small print: the server's text, in the
 * user's language, with the share of retail accounts that lost money. Nothing when the rule set shows none, or before
 * (or without) an answer: the warning is never made up on this side.
 */
export function RiskWarning({ country, className }: { country?: string | undefined; className?: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data } = useQuery(riskWarningQuery(useSessionToken(), locale, country));
  if (!data || data.style === 'none' || data.text.trim() === '') return null;
  return (
    <aside className={cx(styles.warning, className)} aria-label={t`Risk warning`} data-testid="risk-warning">
      <p className={styles.text}>{data.text}</p>
    </aside>
  );
}
