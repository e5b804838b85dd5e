import { Trans, useLingui } from '@lingui/react/macro';
import { adminCustomerSecurityLog } from '@common/api/admin-console';
import type { SecurityLogEntry } from '@common/api/security';
// The two files themselves, not shared/security's index, which also brings the PWA's step-up and its HTTP client.
import { useDeviceText } from '@/shared/security/useDeviceText';
import { useSecurityEventText } from '@/shared/security/useSecurityEventText';
import { timeText } from '../format';
import { useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';

// The customer's security log (issue 33) as they read it in the PWA, for an operator looking into a sign-in or a
// changed setting: newest first, 20 a page, each entry's time, what happened (the PWA's own sentence, from
// src/shared, so both say the same), the device named from its user agent, and the address it came from. Read-only.
// A demo account has no security log, so its list is empty.

export interface SecurityLogPanelProps {
  customerId: number;
  page: number;
  onPage: (page: number) => void;
}

export function SecurityLogPanel({ customerId, page, onPage }: SecurityLogPanelProps) {
  const { t, i18n } = useLingui();
  const eventText = useSecurityEventText();
  const deviceText = useDeviceText();
  const log = useAdminQuery(adminCustomerSecurityLog, { id: customerId, page });
  if (!log.data) return <p>{log.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  return (
    <>
      <DataTable
        columns={[
          { key: 'time', label: t`Time`, render: (entry: SecurityLogEntry) => timeText(entry.created_at, i18n.locale) },
          { key: 'event', label: t`What happened`, render: (entry: SecurityLogEntry) => eventText(entry) },
          { key: 'device', label: t`Device`, render: (entry: SecurityLogEntry) => <bdi>{deviceText(entry.user_agent)}</bdi> },
          {
            key: 'address',
            label: t`IP address`,
            // An address reads left to right whatever the page's direction.
            render: (entry: SecurityLogEntry) => <span dir="ltr">{entry.address ?? '—'}</span>,
          },
        ]}
        rows={log.data.data}
        rowKey={(entry) => entry.id}
        empty={<Trans>Nothing yet.</Trans>}
      />
      <Pager page={page} total={log.data.total} onPage={onPage} />
    </>
  );
}
