import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PriceAlert } from '@common/api/alert';
import { MAX_ACTIVE_ALERTS } from '@common/alert';
import { useGoBack } from '@/lib/go-back';
import { useSessionToken } from '@/lib/query';
import { AlertSheet, alertsKey, alertsQuery, deleteAlertMutation, updateAlertMutation } from '@/shared/alert';
import { useTradeList } from '@/shared/market';
import { ConfirmDialog, EmptyState, LoadFailed, PageHeader, SkeletonRows } from '@/ui';
import { AlertRow } from './AlertRow';
import styles from './Alerts.module.css';

/**
 * /mine/alerts (issue 34): the user's price alerts, newest first, each with what it watches, whether it is on, and
 * when it last fired at what price. Each can be turned on or off, changed (in the sheet the trade screen's bell
 * opens) and removed. New alerts are set from the trade screen, beside the price. Demo users have alerts too.
 */
/** The form's bound on a level's decimals while the instrument's own are not known yet (the server checks them). */
const MAX_PRICE_DECIMALS = 8;

export function AlertsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const token = useSessionToken();
  const client = useQueryClient();
  const alerts = useQuery(alertsQuery(token));
  const { list } = useTradeList();
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  const [removing, setRemoving] = useState<PriceAlert | null>(null);
  const refresh = { onSuccess: () => void client.invalidateQueries({ queryKey: alertsKey(token) }) };
  const switching = useMutation({ ...updateAlertMutation, ...refresh });
  const deleting = useMutation({
    ...deleteAlertMutation,
    onSuccess: () => {
      setRemoving(null);
      void client.invalidateQueries({ queryKey: alertsKey(token) });
    },
  });
  // The instrument's decimals from the trade list; until it is read, a level is shown as stored and checked by the server.
  const precisionOf = (alert: PriceAlert) => list?.find((item) => item.Id === alert.forex_id)?.PricePrecision ?? null;
  const activeCount = alerts.data?.filter((alert) => alert.active).length ?? 0;
  const max = MAX_ACTIVE_ALERTS;

  return (
    <>
      <PageHeader title={t`Price alerts`} onBack={goBack} />
      {alerts.isError ? (
        <LoadFailed onRetry={() => void alerts.refetch()} />
      ) : alerts.data === undefined ? (
        <SkeletonRows count={4} />
      ) : alerts.data.length === 0 ? (
        <EmptyState
          title={t`No price alerts yet`}
          description={t`Tap the bell beside the price on the trade screen to be told when it rises, falls or moves.`}
        />
      ) : (
        <>
          <p className={styles.count} data-testid="alerts-count">
            {t`${activeCount} of ${max} alerts on`}
          </p>
          <ul className={styles.list}>
            {alerts.data.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                precision={precisionOf(alert)}
                busy={switching.isPending && switching.variables.id === alert.id}
                onActive={(active) => switching.mutate({ id: alert.id, active: active ? 1 : 0 })}
                onEdit={() => setEditing(alert)}
                onRemove={() => setRemoving(alert)}
              />
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <AlertSheet
          open
          onClose={() => setEditing(null)}
          instrument={{ id: editing.forex_id, name: editing.instrument, precision: precisionOf(editing) ?? MAX_PRICE_DECIMALS }}
          alert={editing}
          showAllLink={false}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this price alert?`}
        confirmLabel={t`Remove`}
        danger
        loading={deleting.isPending}
        onConfirm={() => removing && deleting.mutate({ id: removing.id })}
        onCancel={() => setRemoving(null)}
      />
      {/* The way to a new alert is the trade screen's bell; said once more under the list. */}
      {alerts.data && alerts.data.length > 0 ? (
        <p className={styles.note}>{t`New alerts are set from the trade screen, with the bell beside the price.`}</p>
      ) : null}
    </>
  );
}
