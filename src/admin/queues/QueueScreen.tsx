import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { adminSettings } from '@common/api/admin-console';
import type { BulkApproval, QueueClaim, QueueSort } from '@common/api/queue-page';
import { Decimal } from '@common/money';
import { Badge, Button, toast } from '@/ui';
import { allows } from '../api';
import { waitingText } from '../format';
import { useAdminQuery } from '../queries';
import { goTo } from '../routing/links';
import { queueRoute, type ConsoleRouter } from '../routing/routes';
import { operatorAtom } from '../store';
import { DataTable, type Column } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { BulkApproveBar, BulkRefusals } from './BulkApproveBar';
import { ClaimCell, heldByAnother } from './claims';
import { downloadCsv } from './export-csv';
import type { AnyQueue } from './queue';
import { QueueFilters } from './QueueFilters';
import { currentSort, filterInput, nextSort, statusOf, type QueueSearch } from './queue-search';
import { queueByKey } from './registry';
import styles from './QueueScreen.module.css';

// A queue's list: its filter bar (status, customer, and for the review machinery's queues a period, an amount
// range and an age), headers that sort, how long each request has waited by the server's clock, who works on it
// with Claim and Release, the CSV export of the filtered list, and for small deposits a selection approved in one
// action. The filters and the sort live in the address, so a link or a reload keeps them.

/** How often the list is read again: waiting times and holders move while it is open. */
const LIST_REFRESH_MS = 60_000;

export function QueueScreen() {
  const queue = queueByKey(queueRoute.useParams<ConsoleRouter>().queue);
  const search = queueRoute.useSearch<ConsoleRouter>();
  if (!queue) return <p>404</p>;
  const onSearch = (next: QueueSearch) => goTo({ to: '/queues/$queue', params: { queue: queue.key }, search: next });
  return <QueueList key={queue.key} queue={queue} search={search} onSearch={onSearch} />;
}

/** What the machinery adds to each row of a list (absent on a queue outside it). */
interface RowExtras {
  since?: number;
  claim?: QueueClaim | null;
}

export function QueueList({ queue, search, onSearch }: { queue: AnyQueue; search: QueueSearch; onSearch: (search: QueueSearch) => void }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const page = search.page ?? 1;
  const filters = filterInput(queue, search);
  const list = useAdminQuery(queue.list, { ...filters, page }, { refetchInterval: LIST_REFRESH_MS });
  const tools = queue.tools;
  const waiting = statusOf(queue, search) === String(queue.pending);
  const bulk = tools?.bulkApprove && waiting && allows(tools.bulkApprove.call, operator?.role) ? tools.bulkApprove : undefined;
  const settings = useAdminQuery(adminSettings, {}, { enabled: bulk !== undefined });
  const limit = settings.data?.find((setting) => setting.key === 'four_eyes_above')?.value;
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [refused, setRefused] = useState<BulkApproval<unknown>['failed']>([]);
  const exportCsv = useMutation({
    mutationFn: () => (tools ? downloadCsv(tools.exportCsv, filters) : Promise.resolve({ truncated: false })),
    onSuccess: ({ truncated }) => {
      if (truncated) toast.show(t`The file holds the first 10,000 rows: narrow the filters to export the rest.`, 'info');
    },
  });

  const sort = currentSort(queue, search);
  const header = (label: string, by: QueueSort | undefined): Pick<Column<unknown>, 'label' | 'sorted'> => {
    if (!tools || !by) return { label };
    const active = sort.sort === by;
    return {
      label: (
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => onSearch({ ...search, ...nextSort(queue, search, by), page: undefined })}
        >
          {label}
          <span aria-hidden className={styles.sortMark}>
            {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ),
      sorted: active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none',
    };
  };
  const overLimit = (item: unknown) => bulk !== undefined && limit !== undefined && new Decimal(bulk.amountOf(item)).gt(limit);
  const rows: readonly unknown[] = list.data?.data ?? [];
  // Within the four-eyes amount, and not held by another operator (the server would refuse either).
  const heldElsewhere = (item: unknown) => heldByAnother((item as RowExtras).claim ?? null, operator?.id);
  const eligible = rows.filter((item) => queue.statusOf(item) === queue.pending && !overLimit(item) && !heldElsewhere(item));
  const toggle = (item: unknown, on: boolean) => {
    const next = new Map(selected);
    if (on && bulk) next.set(queue.idOf(item), bulk.amountOf(item));
    else next.delete(queue.idOf(item));
    setSelected(next);
  };
  const now = (list.data as { now?: number } | undefined)?.now;

  const columns: Column<unknown>[] = [
    ...(bulk
      ? [
          {
            key: 'select',
            label: (
              <input
                type="checkbox"
                className={styles.check}
                aria-label={t`Select every item on this page that can be approved together`}
                checked={eligible.length > 0 && eligible.every((item) => selected.has(queue.idOf(item)))}
                onChange={(event) => {
                  const next = new Map(selected);
                  for (const item of eligible) {
                    if (event.currentTarget.checked) next.set(queue.idOf(item), bulk.amountOf(item));
                    else next.delete(queue.idOf(item));
                  }
                  setSelected(next);
                }}
              />
            ),
            render: (item: unknown) => (
              <Stop>
                <input
                  type="checkbox"
                  className={styles.check}
                  aria-label={t`Select #${queue.idOf(item)}`}
                  title={
                    overLimit(item)
                      ? t`Above the four-eyes amount: decide it on its own`
                      : heldElsewhere(item)
                        ? t`Another operator is working on this`
                        : undefined
                  }
                  disabled={!eligible.includes(item)}
                  checked={selected.has(queue.idOf(item))}
                  onChange={(event) => toggle(item, event.currentTarget.checked)}
                />
              </Stop>
            ),
          },
        ]
      : []),
    ...queue.columns.map((column) => ({
      key: column.key,
      numeric: column.numeric,
      ...header(i18n._(column.label), column.sort),
      render: (item: unknown) => column.render(item, i18n.locale),
    })),
    ...(tools
      ? [
          {
            key: 'waiting',
            ...header(t`Time waiting`, 'age'),
            render: (item: unknown) => {
              const since = (item as RowExtras).since;
              const shown = queue.statusOf(item) === queue.pending && now !== undefined && since !== undefined;
              return <span className={styles.nowrap}>{shown ? waitingText(now - since) : '—'}</span>;
            },
          },
          {
            key: 'holder',
            label: t`Held by`,
            render: (item: unknown) => (
              <ClaimCell
                queue={queue}
                id={queue.idOf(item)}
                claim={(item as RowExtras).claim ?? null}
                waiting={queue.statusOf(item) === queue.pending}
              />
            ),
          },
        ]
      : []),
    {
      key: 'status',
      label: t`Status`,
      render: (item: unknown) => {
        const found = queue.statuses.find((candidate) => candidate.value === queue.statusOf(item));
        // A status is one word in every language: it never breaks inside ("待\n審").
        return found ? (
          <span className={styles.nowrap}>
            <Badge tone={found.tone}>{i18n._(found.label)}</Badge>
          </span>
        ) : (
          queue.statusOf(item)
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        actions={
          tools ? (
            <Button size="s" variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
              <Trans>Export CSV</Trans>
            </Button>
          ) : null
        }
      >
        {i18n._(queue.title)}
      </PageTitle>
      <QueueFilters queue={queue} search={search} onSearch={onSearch} />
      <BulkApproveBar
        queue={queue}
        selected={[...selected].map(([id, amount]) => ({ id, amount }))}
        limit={limit}
        onClear={() => setSelected(new Map())}
        onDone={(result) => {
          setRefused(result.failed);
          const next = new Map(selected);
          for (const item of result.approved) next.delete(queue.idOf(item));
          setSelected(next);
        }}
      />
      <BulkRefusals failed={refused} onClose={() => setRefused([])} />
      {list.data ? (
        <>
          <div className={styles.list}>
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(item) => queue.idOf(item)}
              onOpen={(item) => goTo({ to: '/queues/$queue/$id', params: { queue: queue.key, id: String(queue.idOf(item)) } })}
              empty={<Trans>Nothing here: no item matches these filters.</Trans>}
            />
          </div>
          <Pager page={page} total={list.data.total} onPage={(next) => onSearch({ ...search, page: next })} />
        </>
      ) : (
        <p className={styles.loading}>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}

/** A cell's control that works on its own: its clicks and keys never open the row. */
function Stop({ children }: { children: ReactNode }) {
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {children}
    </span>
  );
}
