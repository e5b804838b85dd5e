import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotifySettings } from '@common/api/notify';
import { useSessionToken } from '@/lib/query';
import { currentSubscription, subscribeThisDevice } from './device-push';
import { pushSupport, readBrowserFacts, type BrowserWindow, type PushSupport } from './push-support';
import { notifySettingsKey, pushSubscribeCall, pushUnsubscribeCall, thisDeviceQuery, vapidKeyQuery } from './settings-queries';

export interface ThisDevicePush {
  support: PushSupport;
  /** This browser's subscription has been read (until then, neither on nor off is known). */
  known: boolean;
  /** This browser's subscription is among the account's devices. */
  on: boolean;
  /** The SHA-256 of this browser's endpoint, to mark it in the devices list; null without a subscription. */
  hash: string | null;
  /** Asks for permission and subscribes; call it straight from the tap. */
  turnOn: () => void;
  turnOff: () => void;
  busy: boolean;
  /** Why the last try did not work, or null. */
  failure: unknown;
}

/**
 * Push on this browser: what it supports, whether it receives the account's pushes (its endpoint's hash among the
 * devices), and turning that on and off. The facts are read once; the permission is read again after it is asked.
 */
export function useThisDevicePush(settings: NotifySettings | undefined): ThisDevicePush {
  const token = useSessionToken();
  const client = useQueryClient();
  const [facts] = useState(() => readBrowserFacts(window as unknown as BrowserWindow));
  const [permission, setPermission] = useState(facts.permission);
  const support = pushSupport({ ...facts, permission });
  const available = support === 'available';
  const thisDevice = useQuery(thisDeviceQuery(token, available));
  // Asked ahead, so the tap's subscription does not wait on it.
  useQuery({ ...vapidKeyQuery(token), enabled: token !== null && available });
  const refresh = () => client.invalidateQueries({ queryKey: notifySettingsKey(token) });

  const turningOn = useMutation({
    mutationFn: async (asked: Promise<NotificationPermission>) => {
      const keys = await subscribeThisDevice(asked, async () => (await client.query(vapidKeyQuery(token))).key);
      await pushSubscribeCall(keys);
    },
    onSettled: () => {
      setPermission(Notification.permission);
      return refresh();
    },
  });
  // The server first: if it refuses, the browser's subscription stays, and the screen still says what is true.
  const turningOff = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (subscription === null) return;
      await pushUnsubscribeCall({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    },
    onSettled: refresh,
  });

  const hash = thisDevice.data?.hash ?? null;
  const on = hash !== null && (settings?.devices.some((device) => device.endpoint_hash === hash) ?? false);
  const last = turningOn.submittedAt >= turningOff.submittedAt ? turningOn : turningOff;
  return {
    support,
    known: settings !== undefined && !thisDevice.isPending,
    on,
    hash,
    // Safari grants the question only inside the tap's own task: it is asked here, before anything is awaited.
    turnOn: () => turningOn.mutate(Notification.requestPermission()),
    turnOff: () => turningOff.mutate(),
    busy: turningOn.isPending || turningOff.isPending,
    failure: last.error,
  };
}
