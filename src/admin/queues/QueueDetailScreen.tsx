import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { HistoryEntry, QueueDetail } from '@common/api/admin-console';
import type { OperatorDecision } from '@common/api/admin-wallet';
import { Badge } from '@/ui';
import { allows } from '../api';
import { CustomerSummary } from '../customers/CustomerSummary';
import { actionLabel, SUBJECT_LABELS } from '../audit/labels';
import { amountText, timeText } from '../format';
import { useAdminQuery } from '../queries';
import { ConsoleLink } from '../routing/links';
import { queueItemRoute, type ConsoleRouter } from '../routing/routes';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { Facts } from '../ui/Facts';
import { PageTitle, Panel } from '../ui/Panel';
import { UploadImage } from '../ui/UploadImage';
import type { AnyQueue } from './queue';
import { DecisionPanel } from './DecisionPanel';
import { ClaimPanel } from './ClaimPanel';
import { heldByAnother } from './claims';
import { queueByKey } from './registry';
import styles from './QueueDetailScreen.module.css';

// One item of a queue with everything needed to decide it: the item, its images, the customer with balances and
// history, and earlier decisions. While it waits, who works on it is shown and changed (claimed, assigned, taken
// over); an operator whose role may decide sees the actions unless someone else holds it; a rejection needs a reason
// (the customer reads it). A second decision, also one racing this one, is refused by the server.

export function QueueDetailScreen() {
  const { queue: key, id } = queueItemRoute.useParams<ConsoleRouter>();
  const queue = queueByKey(key);
  if (!queue || !/^[1-9]\d{0,14}$/.test(id)) return <p>404</p>;
  return <QueueItem key={`${key}/${id}`} queue={queue} id={Number(id)} />;
}

function QueueItem({ queue, id }: { queue: AnyQueue; id: number }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const detail = useAdminQuery(queue.detail, { id });
  if (!detail.data) return <p>{detail.isError ? <Trans>This item could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  const found: QueueDetail<unknown> = detail.data;
  const { item, customer, history, decisions, images, claim } = found;
  const status = queue.statuses.find((candidate) => candidate.value === queue.statusOf(item));
  const waiting = queue.statusOf(item) === queue.pending;
  const mayDecide = allows(queue.decide, operator?.role);
  // Someone else holds it: they decide it, unless this operator takes it over first (the claim panel).
  const held = heldByAnother(claim, operator?.id);

  return (
    <>
      <PageTitle actions={<ConsoleLink to="/queues/$queue" params={{ queue: queue.key }}>{t`Back to the queue`}</ConsoleLink>}>
        {i18n._(queue.title)} #{queue.idOf(item)} {status ? <Badge tone={status.tone}>{i18n._(status.label)}</Badge> : null}
      </PageTitle>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Panel title={t`Request`}>
            <Facts items={queue.facts(item, i18n.locale).map(([label, value]) => [i18n._(label), value] as const)} />
            {queue.body?.(item, i18n.locale)}
            {images.length > 0 ? (
              <div className={styles.images}>
                {images.map((url, index) => {
                  const label = queue.imageLabels?.[index];
                  return <UploadImage key={url} url={url} label={label ? i18n._(label) : t`Image ${index + 1}`} />;
                })}
              </div>
            ) : null}
          </Panel>
          {waiting && queue.tools ? <ClaimPanel queue={queue} id={queue.idOf(item)} claim={claim} /> : null}
          {waiting && mayDecide && !held ? (
            <DecisionPanel queue={queue} id={queue.idOf(item)} onDecided={() => void detail.refetch()} />
          ) : null}
          {waiting && !mayDecide ? (
            <p className={styles.note}>
              <Trans>Your role can look at this item but not decide it.</Trans>
            </p>
          ) : null}
          <Panel title={t`Earlier decisions`}>
            <DecisionTable decisions={decisions} />
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title={t`Customer`}>
            <CustomerSummary customer={customer} />
          </Panel>
          <Panel title={t`Recent requests`}>
            <HistoryTable history={history} />
          </Panel>
        </div>
      </div>
    </>
  );
}

export function DecisionTable({ decisions }: { decisions: readonly OperatorDecision[] }) {
  const { t, i18n } = useLingui();
  return (
    <DataTable
      columns={[
        { key: 'time', label: t`Time`, render: (row: OperatorDecision) => timeText(row.created_at, i18n.locale) },
        { key: 'operator', label: t`Operator`, render: (row: OperatorDecision) => row.operator_email },
        {
          key: 'subject',
          label: t`Subject`,
          render: (row: OperatorDecision) => `${i18n._(SUBJECT_LABELS[row.subject])} #${row.subject_id}`,
        },
        {
          key: 'action',
          label: t`Action`,
          render: (row: OperatorDecision) => {
            // The audit log's words for what was done (../audit/labels.ts).
            const done = actionLabel(row.action);
            return typeof done === 'string' ? done : i18n._(done);
          },
        },
        { key: 'reason', label: t`Reason`, render: (row: OperatorDecision) => row.reason || '—' },
      ]}
      rows={decisions}
      rowKey={(row) => row.id}
      empty={<Trans>No decisions yet.</Trans>}
    />
  );
}

const HISTORY_QUEUES: Readonly<Record<HistoryEntry['kind'], string>> = {
  charge: 'charges',
  withdrawal: 'withdrawals',
  fund_subscription: 'fund_refunds',
  loan: 'loans',
};

function HistoryTable({ history }: { history: readonly HistoryEntry[] }) {
  const { t, i18n } = useLingui();
  const kinds: Readonly<Record<HistoryEntry['kind'], string>> = {
    charge: t`Deposit`,
    withdrawal: t`Withdrawal`,
    fund_subscription: t`Fund subscription`,
    loan: t`Loan`,
  };
  const kind = (entry: HistoryEntry) => kinds[entry.kind];
  // Each kind's statuses are those of its queue.
  const statusOf = (entry: HistoryEntry) => {
    const found = queueByKey(HISTORY_QUEUES[entry.kind])?.statuses.find((status) => status.value === entry.status);
    return found ? <Badge tone={found.tone}>{i18n._(found.label)}</Badge> : entry.status;
  };
  return (
    <DataTable
      columns={[
        { key: 'time', label: t`Time`, render: (row: HistoryEntry) => timeText(row.created_at, i18n.locale) },
        { key: 'kind', label: t`Kind`, render: (row: HistoryEntry) => `${kind(row)} #${row.id}` },
        { key: 'amount', label: t`Amount (USD)`, render: (row: HistoryEntry) => amountText(row.amount, i18n.locale), numeric: true },
        { key: 'status', label: t`Status`, render: statusOf },
      ]}
      rows={history}
      rowKey={(row) => `${row.kind}-${row.id}`}
      empty={<Trans>No earlier requests.</Trans>}
    />
  );
}
