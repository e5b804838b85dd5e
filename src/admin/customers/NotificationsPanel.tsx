import { Trans, useLingui } from '@lingui/react/macro';
import { adminCustomerNotifications, type CustomerNotification, type CustomerNotificationDelivery } from '@common/api/admin-notify';
import { entryText } from '@common/notify-text';
import { intlTag } from '@/lib/i18n';
import { translatorOf } from '@/lib/translate';
import { timeText } from '../format';
import { CHANNEL_LABELS, kindLabel, STATUS_LABELS } from '../notify/labels';
import { useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import styles from './NotificationsPanel.module.css';

// The customer's notifications (issue 34) for an operator answering "I was never told": their inbox, newest first,
// 20 a page, each entry worded as the customer's app words it (common/notify-text, here in the operator's language),
// what it opens, when it was read, and what became of each push and email of it. Read-only.

export interface NotificationsPanelProps {
  customerId: number;
  page: number;
  onPage: (page: number) => void;
}

function Deliveries({ deliveries, locale }: { deliveries: CustomerNotificationDelivery[]; locale: string }) {
  const { t, i18n } = useLingui();
  if (deliveries.length === 0) return <span className={styles.muted}>{t`Inbox only`}</span>;
  return (
    <ul className={styles.deliveries}>
      {deliveries.map((delivery) => (
        <li key={delivery.id}>
          <span>
            {i18n._(CHANNEL_LABELS[delivery.channel])} · {i18n._(STATUS_LABELS[delivery.status])}
          </span>
          <span className={styles.muted}>
            {t`Tries: ${delivery.attempts}`} · {timeText(delivery.updated_at, locale)}
          </span>
          {delivery.error ? (
            <span className={styles.muted} dir="ltr">
              {delivery.error}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function NotificationsPanel({ customerId, page, onPage }: NotificationsPanelProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const reader = { translate: translatorOf(i18n), tag: intlTag(locale) };
  const list = useAdminQuery(adminCustomerNotifications, { id: customerId, page });
  if (!list.data) return <p>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  return (
    <>
      <DataTable
        columns={[
          { key: 'time', label: t`Time`, render: (entry: CustomerNotification) => timeText(entry.created_at, locale) },
          {
            key: 'kind',
            label: t`Kind`,
            render: (entry: CustomerNotification) => {
              const label = kindLabel(entry.kind);
              return typeof label === 'string' ? label : i18n._(label);
            },
          },
          {
            key: 'text',
            label: t`What the customer was told`,
            render: (entry: CustomerNotification) => {
              const text = entryText(entry, reader);
              return (
                <>
                  <span className={styles.title}>{text.title}</span>
                  {text.detail ? <span className={styles.detail}>{text.detail}</span> : null}
                </>
              );
            },
          },
          {
            key: 'link',
            label: t`Opens`,
            render: (entry: CustomerNotification) =>
              entry.link ? (
                <span className={styles.link} dir="ltr">
                  {entry.link}
                </span>
              ) : (
                '—'
              ),
          },
          {
            key: 'read',
            label: t`Read`,
            render: (entry: CustomerNotification) => (entry.read_at === null ? t`Unread` : timeText(entry.read_at, locale)),
          },
          {
            key: 'deliveries',
            label: t`Pushes and emails`,
            render: (entry: CustomerNotification) => <Deliveries deliveries={entry.deliveries} locale={locale} />,
          },
        ]}
        rows={list.data.data}
        rowKey={(entry) => entry.id}
        empty={<Trans>Nothing yet.</Trans>}
      />
      <Pager page={page} total={list.data.total} onPage={onPage} />
    </>
  );
}
