import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminRecomputeRiskFigure, adminRiskFigures, type RiskFigure } from '@common/api/admin-protection';
import { intlTag } from '@/lib/i18n';
import { Button, ConfirmDialog } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { Facts } from '../ui/Facts';
import { Panel } from '../ui/Panel';
import styles from './ProtectionPage.module.css';

// The risk warning's figure: the share of retail accounts that lost money on CFDs over the 12 months to its end, as
// the leader computes it every quarter or an admin asks for it now. The newest computation is the one customers are
// shown; the list keeps every one, with who asked.

export function RiskFiguresSection() {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const figures = useAdminQuery(adminRiskFigures, {});
  const [asking, setAsking] = useState(false);
  const recompute = useMutation({
    ...adminMutation(adminRecomputeRiskFigure, { toastSuccess: true }),
    onSuccess: (answer) => {
      client.setQueriesData({ queryKey: [adminRiskFigures.path] }, answer);
      setAsking(false);
    },
  });
  const count = new Intl.NumberFormat(intlTag(i18n.locale));
  const day = new Intl.DateTimeFormat(intlTag(i18n.locale), { dateStyle: 'medium' });
  const windowText = (figure: RiskFigure) => `${day.format(figure.window_start)} – ${day.format(figure.window_end)}`;
  const by = (figure: RiskFigure) => figure.operator_email ?? t`Quarterly job`;
  const current = figures.data?.[0];

  return (
    <Panel
      title={t`Risk warning figure`}
      actions={
        allows(adminRecomputeRiskFigure, operator?.role) ? (
          <Button size="s" variant="secondary" onClick={() => setAsking(true)}>
            <Trans>Recompute now</Trans>
          </Button>
        ) : null
      }
    >
      {!figures.data ? (
        <p>{figures.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      ) : current ? (
        <>
          <p className={styles.figure}>
            <strong dir="ltr">{current.percent}%</strong>{' '}
            <Trans>of retail accounts lost money on CFDs in the 12 months to {day.format(current.window_end)}</Trans>
          </p>
          <Facts
            items={[
              [t`Window`, windowText(current)],
              [t`Accounts / losing accounts`, `${count.format(current.accounts)} / ${count.format(current.losing_accounts)}`],
              [t`Computed by`, by(current)],
              [t`Computed at`, timeText(current.computed_at, i18n.locale)],
            ]}
          />
          <DataTable
            caption={t`History`}
            columns={[
              { key: 'computed_at', label: t`Computed at`, render: (figure: RiskFigure) => timeText(figure.computed_at, i18n.locale) },
              { key: 'percent', label: t`Figure`, numeric: true, render: (figure) => `${figure.percent}%` },
              { key: 'window', label: t`Window`, render: windowText },
              { key: 'accounts', label: t`Accounts`, numeric: true, render: (figure) => count.format(figure.accounts) },
              { key: 'losing', label: t`Losing accounts`, numeric: true, render: (figure) => count.format(figure.losing_accounts) },
              { key: 'by', label: t`Computed by`, render: by },
            ]}
            rows={figures.data}
            rowKey={(figure) => figure.id}
            empty={null}
          />
        </>
      ) : (
        <p className={styles.muted}>
          <Trans>Not computed yet: the warning shows no figure until it is.</Trans>
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Recompute the figure now?`}
        message={<Trans>It is computed from the ledger over the 12 months to now, and customers are shown the new figure at once.</Trans>}
        confirmLabel={t`Recompute`}
        loading={recompute.isPending}
        onConfirm={() => recompute.mutate({})}
        onCancel={() => setAsking(false)}
        className={styles.confirm}
      />
    </Panel>
  );
}
