import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dayEdgeMs } from '@common/calendar-day';
import { adminNotifyDeliveryFigures, type DeliveryFigures, type NotifyDeliveryFigures } from '@common/api/admin-notify';
import { intlTag } from '@/lib/i18n';
import { Button, TextField } from '@/ui';
import { timeText } from '../format';
import { useAdminQuery } from '../queries';
import { goTo } from '../routing/links';
import { notifyFiguresRoute, type ConsoleRouter } from '../routing/routes';
import { DataTable, type Column } from '../ui/DataTable';
import { PageTitle } from '../ui/Panel';
import { kindLabel } from './labels';
import styles from './DeliveryFiguresScreen.module.css';

// How the notifications of each kind fared over a period (issue 34; server/admin/notify-figures.ts): the entries
// recorded, what became of their pushes (sent to the push service, delivered to it, failed, the device gone, held by
// quiet hours, still waiting) and of their emails, with the totals and the devices receiving pushes now. The period
// is UTC days, as the audit log's; without one, the server's last 7 days.

interface FigureRow {
  key: string;
  label: string;
  total: boolean;
  figures: DeliveryFigures;
}

function rowsOf(answer: NotifyDeliveryFigures, name: (kind: string) => string, allKinds: string): FigureRow[] {
  return [
    ...answer.kinds.map((row) => ({ key: row.kind, label: name(row.kind), total: false, figures: row })),
    { key: 'totals', label: allKinds, total: true, figures: answer.totals },
  ];
}

export function DeliveryFiguresScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const search = notifyFiguresRoute.useSearch<ConsoleRouter>();
  const { from = '', to = '' } = search;
  const [typed, setTyped] = useState({ from, to });
  const figures = useAdminQuery(adminNotifyDeliveryFigures, { from: dayEdgeMs(from, false), to: dayEdgeMs(to, true) });
  const count = new Intl.NumberFormat(intlTag(locale));
  const figure = (pick: (figures: DeliveryFigures) => number, key: string, label: string): Column<FigureRow> => ({
    key,
    label,
    numeric: true,
    render: (row) => <span className={row.total ? styles.total : undefined}>{count.format(pick(row.figures))}</span>,
  });
  const name = (kind: string) => {
    const label = kindLabel(kind);
    return typeof label === 'string' ? label : i18n._(label);
  };

  return (
    <>
      <PageTitle>
        <Trans>Notification delivery</Trans>
      </PageTitle>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          goTo({ to: '/notify', search: { from: typed.from || undefined, to: typed.to || undefined } });
        }}
      >
        <TextField
          label={t`From (UTC day)`}
          name="from"
          type="date"
          value={typed.from}
          onChange={(event) => setTyped({ ...typed, from: event.target.value })}
        />
        <TextField
          label={t`To (UTC day)`}
          name="to"
          type="date"
          value={typed.to}
          onChange={(event) => setTyped({ ...typed, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Show</Trans>
        </Button>
      </form>
      {figures.data ? (
        <>
          <p className={styles.note}>
            <Trans>
              Entries recorded from {timeText(figures.data.from, locale)} to {timeText(figures.data.to, locale)}, with their pushes and
              emails whenever sent. Devices receiving pushes now: {count.format(figures.data.devices.devices)}, of{' '}
              {count.format(figures.data.devices.customers)} customers.
            </Trans>
          </p>
          <DataTable
            columns={[
              {
                key: 'kind',
                label: t`Kind`,
                render: (row: FigureRow) => <span className={row.total ? `${styles.kind} ${styles.total}` : styles.kind}>{row.label}</span>,
              },
              figure((row) => row.entries, 'entries', t`Entries`),
              figure((row) => row.push.sent, 'push_sent', t`Pushes sent`),
              figure((row) => row.push.delivered, 'push_delivered', t`Delivered to the push service`),
              figure((row) => row.push.failed, 'push_failed', t`Pushes failed`),
              figure((row) => row.push.gone, 'push_gone', t`Device gone`),
              figure((row) => row.push.quiet, 'push_quiet', t`Held by quiet hours`),
              figure((row) => row.push.waiting, 'push_waiting', t`Pushes waiting`),
              figure((row) => row.email.sent, 'email_sent', t`Emails sent`),
              figure((row) => row.email.failed, 'email_failed', t`Emails failed`),
            ]}
            rows={rowsOf(figures.data, name, t`All kinds`)}
            rowKey={(row) => row.key}
            empty={<Trans>Nothing yet.</Trans>}
          />
        </>
      ) : (
        <p>{figures.isError ? <Trans>The figures could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}
