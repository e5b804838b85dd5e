import { dayEdgeMs } from '@common/calendar-day';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminAudit, adminAuditExport, adminOperators } from '@common/api/admin-console';
import type { OperatorDecision } from '@common/api/admin-wallet';
import { CUSTOMER_SUBJECTS, DECISION_SUBJECTS } from '@common/decisions';
import { fieldLabel } from '@common/field-labels';
import { Button, TextField } from '@/ui';
import { oneOfText } from '@/lib/search';
import { adminApi } from '../api';
import { amountText, timeText } from '../format';
import { useAdminQuery } from '../queries';
import { ConsoleLink, goTo } from '../routing/links';
import { auditRoute, type ConsoleRouter } from '../routing/routes';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { Select } from '../ui/Select';
import { changesOf, valueText } from './changes';
import { ACTION_LABELS, actionLabel, spelled, SUBJECT_LABELS } from './labels';
import styles from './AuditScreen.module.css';

const decisionSubject = oneOfText(DECISION_SUBJECTS);

// Every operator act in one place (decisions, configuration changes, suspensions, sessions ended, passwords
// changed): when, who, what was done to what, for which customer and how much, why, and what changed field by
// field. Filtered by operator, kind, action, customer and day, and exported as CSV with the records whole.

/** The fields an act changed, each as `field: before → after` under the field's label. */
function Changes({ row, locale }: { row: OperatorDecision; locale: string }) {
  const { t, i18n } = useLingui();
  const words = { time: (at: number) => timeText(at, locale), yes: t`Yes`, no: t`No` };
  const changes = changesOf(row.before, row.after);
  if (changes.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => {
        const label = fieldLabel(change.field);
        return (
          <li key={change.field}>
            {change.field ? <span className={styles.field}>{label ? i18n._(label) : spelled(change.field)}: </span> : null}
            {change.before === undefined ? null : (
              <>
                <span className={styles.before}>{valueText(change.field, change.before, words)}</span>
                <span> → </span>
              </>
            )}
            <span className={styles.after}>{valueText(change.field, change.after, words)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function AuditScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const search = auditRoute.useSearch<ConsoleRouter>();
  const { operator, subject, action, customer = '', from = '', to = '' } = search;
  const page = search.page ?? 1;
  const [typed, setTyped] = useState({ customer, from, to });
  const operators = useAdminQuery(adminOperators, {});
  const filter = {
    operator_id: operator,
    subject,
    action,
    customer: customer || undefined,
    from: dayEdgeMs(from, false),
    to: dayEdgeMs(to, true),
  };
  const log = useAdminQuery(adminAudit, { ...filter, page });
  // A change of filter starts again at page 1.
  const here = (changes: typeof search) => goTo({ to: '/audit', search: { ...search, page: undefined, ...changes } });
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, locale);

  const exportCsv = async () => {
    const file = await adminApi(adminAuditExport, filter).catch(() => null);
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <>
      <PageTitle
        actions={
          <Button size="s" variant="secondary" onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        }
      >
        <Trans>Audit log</Trans>
      </PageTitle>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          here({ customer: typed.customer.trim() || undefined, from: typed.from || undefined, to: typed.to || undefined });
        }}
      >
        <Select
          label={<Trans>Operator</Trans>}
          value={operator === undefined ? '' : String(operator)}
          options={[
            { value: '', label: t`Everyone` },
            ...(operators.data ?? []).map((row) => ({ value: String(row.id), label: row.email })),
          ]}
          onChange={(value) => here({ operator: Number(value) || undefined })}
        />
        <Select
          label={<Trans>Kind</Trans>}
          value={subject ?? ''}
          options={[
            { value: '', label: t`Every kind` },
            ...DECISION_SUBJECTS.map((value) => ({ value, label: i18n._(SUBJECT_LABELS[value]) })).sort(byName),
          ]}
          onChange={(value) => here({ subject: decisionSubject(value) })}
        />
        <Select
          label={<Trans>Action</Trans>}
          value={action ?? ''}
          options={[
            { value: '', label: t`Every action` },
            ...Object.entries(ACTION_LABELS)
              .map(([value, label]) => ({ value, label: i18n._(label) }))
              .sort(byName),
          ]}
          onChange={(value) => here({ action: value || undefined })}
        />
        <TextField
          label={t`Customer (UID, email or id)`}
          name="customer"
          value={typed.customer}
          onChange={(event) => setTyped({ ...typed, customer: event.target.value })}
        />
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
          <Trans>Filter</Trans>
        </Button>
      </form>
      {log.data ? (
        <>
          <DataTable
            columns={[
              {
                // One column for when and who: seven columns fit 1280 px in every console language.
                key: 'time',
                label: t`Time and operator`,
                render: (row: OperatorDecision) => (
                  <>
                    <span className={styles.time}>{timeText(row.created_at, locale)}</span>
                    <span className={styles.operator}>{row.operator_email}</span>
                  </>
                ),
              },
              {
                key: 'action',
                label: t`Action`,
                render: (row: OperatorDecision) => {
                  const done = actionLabel(row.action);
                  return (
                    <>
                      <span className={styles.action}>{typeof done === 'string' ? done : i18n._(done)}</span>
                      <span className={styles.subject}>
                        {i18n._(SUBJECT_LABELS[row.subject])}
                        {/* A customer's own record is numbered by the customer, who has a column of their own. */}
                        {row.subject_id && !CUSTOMER_SUBJECTS.includes(row.subject) ? ` #${row.subject_id}` : null}
                      </span>
                    </>
                  );
                },
              },
              {
                key: 'customer',
                label: t`Customer`,
                render: (row: OperatorDecision) =>
                  row.customer ? (
                    <ConsoleLink to="/customers/$id" params={{ id: String(row.customer.id) }} className={styles.customer}>
                      <span className={styles.uid}>{row.customer.uid}</span>
                      <span>{row.customer.name ?? row.customer.email ?? ''}</span>
                    </ConsoleLink>
                  ) : (
                    <span className={styles.none}>—</span>
                  ),
              },
              {
                key: 'amount',
                label: t`Amount`,
                numeric: true,
                render: (row: OperatorDecision) =>
                  row.amount ? `${amountText(row.amount.value, locale)} ${row.amount.currency}` : <span className={styles.none}>—</span>,
              },
              {
                key: 'reason',
                label: t`Reason`,
                render: (row: OperatorDecision) => (row.reason ? <span className={styles.reason}>{row.reason}</span> : '—'),
              },
              {
                key: 'changes',
                label: t`Changes (before → after)`,
                render: (row: OperatorDecision) => <Changes row={row} locale={locale} />,
              },
            ]}
            rows={log.data.data}
            rowKey={(row) => row.id}
            empty={<Trans>No operator act matches these filters.</Trans>}
          />
          <Pager page={page} total={log.data.total} onPage={(next) => here({ page: next })} />
        </>
      ) : (
        <p>{log.isError ? <Trans>The log could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}
