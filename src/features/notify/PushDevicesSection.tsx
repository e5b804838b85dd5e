import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PushDevice } from '@common/api/notify';
import { useSessionToken } from '@/lib/query';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import { useDeviceText } from '@/shared/security';
import { Badge, Button, Card, ConfirmDialog } from '@/ui';
import { notifySettingsKey, pushUnsubscribeCall } from './settings-queries';
import type { ThisDevicePush } from './useThisDevicePush';
import styles from './NotifySettings.module.css';

/**
 * The devices that receive the account's pushes, newest first, this one marked; each can be turned off, asked
 * first. This device is turned off as its own section does it (the browser's subscription goes too); another by its
 * id.
 */
export function PushDevicesSection({ devices, push }: { devices: readonly PushDevice[]; push: ThisDevicePush }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const deviceText = useDeviceText();
  // Kept while the question closes, so its words stay the same until it is gone.
  const [question, setQuestion] = useState<{ device: PushDevice; open: boolean } | null>(null);
  const removing = useMutation({
    mutationFn: (id: number) => pushUnsubscribeCall({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: notifySettingsKey(token) }),
  });
  const isThis = (device: PushDevice) => push.hash !== null && device.endpoint_hash === push.hash;
  const asked = question?.device;
  const askedName = asked === undefined ? '' : deviceText(asked.user_agent);
  const close = () => setQuestion((current) => current && { ...current, open: false });

  return (
    <Card aria-labelledby={titleId} data-testid="push-devices">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Devices receiving notifications`}
      </h2>
      {devices.length === 0 ? (
        <p className={styles.muted}>{t`No device receives your notifications yet.`}</p>
      ) : (
        <ul className={styles.devices} aria-labelledby={titleId}>
          {devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              current={isThis(device)}
              disabled={!online || removing.isPending || push.busy}
              turningOff={removing.isPending && removing.variables === device.id}
              onTurnOff={() => setQuestion({ device, open: true })}
            />
          ))}
        </ul>
      )}
      {removing.error instanceof Error ? (
        <p className={styles.error} role="alert">
          {removing.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={question?.open === true}
        title={t`Turn off notifications on ${askedName}?`}
        message={t`That device stops receiving your notifications. You can turn them on again from it.`}
        confirmLabel={t`Turn off`}
        danger
        onConfirm={() => {
          if (asked !== undefined) {
            if (isThis(asked)) push.turnOff();
            else removing.mutate(asked.id);
          }
          close();
        }}
        onCancel={close}
      />
    </Card>
  );
}

interface DeviceRowProps {
  device: PushDevice;
  current: boolean;
  disabled: boolean;
  turningOff: boolean;
  onTurnOff: () => void;
}

function DeviceRow({ device, current, disabled, turningOff, onTurnOff }: DeviceRowProps) {
  const { t } = useLingui();
  const deviceText = useDeviceText();
  const date = useDateTime(false);
  const name = deviceText(device.user_agent);
  const added = date(device.created_at);
  return (
    <li className={styles.device} data-testid="push-device" data-current={current || undefined}>
      <div className={styles.deviceText}>
        <p className={styles.deviceName}>
          <bdi>{name}</bdi>
          {current ? <Badge tone="good">{t`This device`}</Badge> : null}
        </p>
        <p className={styles.deviceMeta}>
          <time dateTime={new Date(device.created_at).toISOString()}>{t`Added on ${added}`}</time>
        </p>
      </div>
      <Button variant="secondary" size="s" disabled={disabled} loading={turningOff} onClick={onTurnOff} aria-label={t`Turn off ${name}`}>
        {t`Turn off`}
      </Button>
    </li>
  );
}
