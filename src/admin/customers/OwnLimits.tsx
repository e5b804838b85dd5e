import { Trans, useLingui } from '@lingui/react/macro';
import type { LimitsOverview, LimitState } from '@common/api/protection';
import { Badge } from '@/ui';
import { amountText, timeText } from '../format';
import { LIMIT_KIND_LABELS, LIMIT_PERIOD_LABELS } from '../protection/labels';
import { DataTable } from '../ui/DataTable';
import { Facts } from '../ui/Facts';
import styles from './ProtectionPanel.module.css';

// The limits a customer set on themselves, read-only (only the customer changes them): each limit with what its
// period has used and when it ends, and a loosening that waits its 24 hours; the session reminder; a cool-off and a
// self-exclusion, which nobody ends early. Ends are shown as stored: an end in the past means it is over.

export function OwnLimits({ limits }: { limits: LimitsOverview }) {
  const { t, i18n } = useLingui();
  const set = limits.limits.filter((limit) => limit.amount !== null || limit.next_at !== null);
  const waiting = (next: string | null, at: number | null) =>
    at === null ? (
      '—'
    ) : (
      <Badge tone="waiting">
        {next === null ? t`Removed at ${timeText(at, i18n.locale)}` : t`${amountText(next, i18n.locale)} from ${timeText(at, i18n.locale)}`}
      </Badge>
    );
  const session = limits.session_minutes === null ? t`None` : t`Every ${limits.session_minutes} min`;
  const sessionNext =
    limits.session_minutes_next_at === null
      ? null
      : limits.session_minutes_next === null
        ? t`removed at ${timeText(limits.session_minutes_next_at, i18n.locale)}`
        : t`every ${limits.session_minutes_next} min from ${timeText(limits.session_minutes_next_at, i18n.locale)}`;
  const exclusion = limits.excluded_indefinitely ? (
    <Badge tone="bad">{t`Indefinitely`}</Badge>
  ) : limits.excluded_until !== null ? (
    <Badge tone="bad">{t`Until ${timeText(limits.excluded_until, i18n.locale)}`}</Badge>
  ) : (
    t`No`
  );
  return (
    <>
      <h3 className={styles.subheading}>
        <Trans>The customer's own limits</Trans>
      </h3>
      {set.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No deposit or loss limits set.</Trans>
        </p>
      ) : (
        <DataTable
          columns={[
            {
              key: 'limit',
              label: t`Limit`,
              render: (limit: LimitState) => `${i18n._(LIMIT_KIND_LABELS[limit.kind])} ${i18n._(LIMIT_PERIOD_LABELS[limit.period])}`,
            },
            {
              key: 'amount',
              label: t`Amount (USD)`,
              numeric: true,
              render: (limit) => (limit.amount === null ? t`None` : amountText(limit.amount, i18n.locale)),
            },
            { key: 'used', label: t`Used`, numeric: true, render: (limit) => amountText(limit.used, i18n.locale) },
            { key: 'ends', label: t`Period ends`, render: (limit) => timeText(limit.period_ends_at, i18n.locale) },
            { key: 'next', label: t`Waiting change`, render: (limit) => waiting(limit.next_amount, limit.next_at) },
          ]}
          rows={set}
          rowKey={(limit) => `${limit.kind}-${limit.period}`}
          empty={null}
        />
      )}
      <Facts
        items={[
          [t`Session reminder`, sessionNext === null ? session : `${session} (${sessionNext})`],
          [
            t`Cool-off`,
            limits.cool_off_until === null ? t`No` : <Badge tone="bad">{t`Until ${timeText(limits.cool_off_until, i18n.locale)}`}</Badge>,
          ],
          [t`Self-exclusion`, exclusion],
        ]}
      />
    </>
  );
}
