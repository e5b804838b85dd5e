import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminAudit, adminAuditExport, adminOperators } from '@common/api/admin-console';
import type { OperatorDecision } from '@common/api/admin-wallet';
import { Button, TextField } from '@/ui';
import { oneOfText } from '@/lib/search';
import { adminApi } from '../api';
import { timeText } from '../format';
import { useAdminQuery } from '../queries';
import { goTo } from '../routing/links';
import { auditRoute, type ConsoleRouter } from '../routing/routes';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { Select } from '../ui/Select';
import { changesOf } from './changes';
import styles from './AuditScreen.module.css';
import { DECISION_SUBJECTS } from '@common/decisions';

const decisionSubject = oneOfText(DECISION_SUBJECTS);

// Every operator act in one place (decisions, configuration changes, suspensions, sessions ended, passwords
// changed), filtered by operator, kind and time, with the record before and after, and exported as CSV.

/** A date field's value (YYYY-MM-DD, the operator's day in UTC) as epoch ms; the `to` day is included whole. */
function dayStart(value: string, endOfDay: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const start = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(start) ? undefined : start + (endOfDay ? 24 * 60 * 60 * 1000 : 0);
}

/** The fields an act changed, each as `field: before → after`; the whole records are in the CSV export. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          {change.field ? <strong>{change.field}: </strong> : null}
          {change.before === '' ? null : (
            <>
              <del>{change.before}</del> →{' '}
            </>
          )}
          <ins>{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

export function AuditScreen() {
  const { t, i18n } = useLingui();
  const search = auditRoute.useSearch<ConsoleRouter>();
  const { operator, subject, from = '', to = '' } = search;
  const page = search.page ?? 1;
  const [range, setRange] = useState({ from, to });
  const operators = useAdminQuery(adminOperators, {});
  const filter = {
    operator_id: operator,
    subject,
    from: dayStart(from, false),
    to: dayStart(to, true),
  };
  const log = useAdminQuery(adminAudit, { ...filter, page });
  // A change of filter starts again at page 1.
  const here = (changes: typeof search) => goTo({ to: '/audit', search: { ...search, page: undefined, ...changes } });

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
          here({ from: range.from || undefined, to: range.to || undefined });
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
          options={[{ value: '', label: t`Every kind` }, ...DECISION_SUBJECTS.map((value) => ({ value, label: value }))]}
          onChange={(value) => here({ subject: decisionSubject(value) })}
        />
        <TextField
          label={t`From (UTC day)`}
          name="from"
          type="date"
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label={t`To (UTC day)`}
          name="to"
          type="date"
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Filter</Trans>
        </Button>
      </form>
      {log.data ? (
        <>
          <DataTable
            columns={[
              { key: 'time', label: t`Time`, render: (row: OperatorDecision) => timeText(row.created_at, i18n.locale) },
              { key: 'operator', label: t`Operator`, render: (row: OperatorDecision) => row.operator_email },
              { key: 'subject', label: t`Kind`, render: (row: OperatorDecision) => `${row.subject} #${row.subject_id}` },
              { key: 'action', label: t`Action`, render: (row: OperatorDecision) => row.action },
              { key: 'reason', label: t`Reason`, render: (row: OperatorDecision) => row.reason || '—' },
              {
                key: 'changes',
                label: t`Changes (before → after)`,
                render: (row: OperatorDecision) => <Changes before={row.before} after={row.after} />,
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
