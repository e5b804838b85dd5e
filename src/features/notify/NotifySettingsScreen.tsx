import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useGoBack } from '@/lib/go-back';
import { useAsOf, useSessionToken } from '@/lib/query';
import { AsOfNote, LoadFailed, OfflineReason, PageHeader, PullToRefresh, SkeletonCards } from '@/ui';
import { KindSwitches } from './KindSwitches';
import { PushDevicesSection } from './PushDevicesSection';
import { QuietHoursSection } from './QuietHoursSection';
import { notifySettingsQuery } from './settings-queries';
import { ThisDeviceSection } from './ThisDeviceSection';
import { useThisDevicePush } from './useThisDevicePush';
import styles from './NotifySettings.module.css';

/**
 * /mine/notifications (issue 34): push on this device (turned on by a tap, or why it cannot be), the devices that
 * receive pushes, what is notified by push and by email, a switch each per kind, and the quiet hours. Demo users
 * have it too, without email.
 */
export function NotifySettingsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const token = useSessionToken();
  const settings = useQuery(notifySettingsQuery(token));
  const asOf = useAsOf([notifySettingsQuery(token).queryKey]);
  const push = useThisDevicePush(settings.data);
  const { data } = settings;
  return (
    <>
      <PageHeader title={t`Notification settings`} onBack={goBack} />
      <PullToRefresh onRefresh={() => settings.refetch()}>
        <div className={styles.page}>
          <AsOfNote at={asOf} />
          <ThisDeviceSection push={push} />
          {data ? (
            <>
              <PushDevicesSection devices={data.devices} push={push} />
              <KindSwitches settings={data} />
              <QuietHoursSection quiet={data.quiet_hours} />
              <OfflineReason />
            </>
          ) : settings.isError ? (
            <LoadFailed onRetry={() => void settings.refetch()} />
          ) : (
            <SkeletonCards count={3} />
          )}
        </div>
      </PullToRefresh>
    </>
  );
}
