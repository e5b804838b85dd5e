import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, Button, TextField } from '@/ui';
import { useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { Select } from '../ui/Select';
import { goTo } from '../routing/links';
import { queueRoute, type ConsoleRouter } from '../routing/routes';
import { queueByKey } from './registry';
import type { AnyQueue } from './queue';
import styles from './QueueScreen.module.css';

// A queue's list: its status filter (waiting first), a customer filter (id, uid or email), pages of 20, and a row
// that opens the detail view. The filters live in the address, so a link or a reload keeps them.

export function QueueScreen() {
  const queue = queueByKey(queueRoute.useParams<ConsoleRouter>().queue);
  if (!queue) return <p>404</p>;
  return <QueueList key={queue.key} queue={queue} />;
}

function QueueList({ queue }: { queue: AnyQueue }) {
  const { t, i18n } = useLingui();
  const search = queueRoute.useSearch<ConsoleRouter>();
  const status = search.status ?? String(queue.pending);
  const customer = search.customer ?? '';
  const page = search.page ?? 1;
  const [typed, setTyped] = useState(customer);
  const filter = (changes: { status?: string; customer?: string | undefined; page?: number }) =>
    goTo({ to: '/queues/$queue', params: { queue: queue.key }, search: { status, customer: customer || undefined, ...changes } });
  const input = { [queue.statusParam]: status === 'all' ? undefined : status, customer: customer || undefined, page };
  const list = useAdminQuery(queue.list, input);
  const statusOf = (value: number) => queue.statuses.find((candidate) => candidate.value === value);

  const columns = [
    ...queue.columns.map((column) => ({
      ...column,
      label: i18n._(column.label),
      render: (item: unknown) => column.render(item, i18n.locale),
    })),
    {
      key: 'status',
      label: t`Status`,
      render: (item: unknown) => {
        const found = statusOf(queue.statusOf(item));
        return found ? <Badge tone={found.tone}>{i18n._(found.label)}</Badge> : queue.statusOf(item);
      },
    },
  ];

  return (
    <>
      <PageTitle>{i18n._(queue.title)}</PageTitle>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          filter({ customer: typed.trim() || undefined });
        }}
      >
        <Select
          label={<Trans>Status</Trans>}
          value={status}
          options={[
            ...queue.statuses.map((option) => ({ value: String(option.value), label: i18n._(option.label) })),
            { value: 'all', label: t`All` },
          ]}
          onChange={(value) => filter({ status: value })}
        />
        <TextField
          className={styles.customer}
          label={t`Customer (id, UID or email)`}
          name="customer"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="m">
          <Trans>Filter</Trans>
        </Button>
      </form>
      {list.data ? (
        <>
          <DataTable
            columns={columns}
            rows={list.data.data}
            rowKey={(item) => queue.idOf(item)}
            onOpen={(item) => goTo({ to: '/queues/$queue/$id', params: { queue: queue.key, id: String(queue.idOf(item)) } })}
            empty={<Trans>Nothing here: no item matches these filters.</Trans>}
          />
          <Pager page={page} total={list.data.total} onPage={(next) => filter({ page: next })} />
        </>
      ) : (
        <p className={styles.loading}>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}
