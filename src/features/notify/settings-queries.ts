import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput } from '@common/api/endpoint';
import { getSettings, getVapidKey, pushSubscribe, pushUnsubscribe, saveSettings } from '@common/api/notify';
import { api } from '@/lib/http/api';
import { callMutation, sessionKey } from '@/lib/query';
import { currentSubscription, endpointHash } from './device-push';

// The notification settings screen's calls (issue 34). Its answers sit under their own key, not the inbox's: a new
// entry (NOTIFY) or a read marked asks the inbox again, and has nothing to change here.

/** The prefix of the settings screen's answers. */
export const notifySettingsKey = (token: string | null) => sessionKey(token, 'notify-settings');

/** The kinds' switches, the quiet hours and the devices that take pushes. */
export const notifySettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...notifySettingsKey(token), 'settings'],
    queryFn: () => api(getSettings, {}, { silent: true }),
    enabled: token !== null,
  });

/** The server's VAPID public key; it changes only when the operator replaces it. */
export const vapidKeyQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...notifySettingsKey(token), 'vapid-key'],
    queryFn: () => api(getVapidKey, {}, { silent: true }),
    staleTime: Infinity,
    enabled: token !== null,
  });

/** This browser's subscription as the devices list names it (the SHA-256 of its endpoint), or null when it has none. */
export interface ThisDevice {
  endpoint: string | null;
  hash: string | null;
}

/** Read only where the browser supports push; asks the user nothing. */
export const thisDeviceQuery = (token: string | null, supported: boolean) =>
  queryOptions({
    queryKey: [...notifySettingsKey(token), 'this-device'],
    queryFn: async (): Promise<ThisDevice> => {
      const subscription = await currentSubscription();
      if (subscription === null) return { endpoint: null, hash: null };
      return { endpoint: subscription.endpoint, hash: await endpointHash(subscription.endpoint) };
    },
    enabled: token !== null && supported,
  });

// Saving is quiet: the screen shows a refusal beside what was changed, and a switch shows its own state.
export const saveSettingsMutation = callMutation(api, saveSettings, { silent: true });

/** Registers this browser's subscription with the server. */
export const pushSubscribeCall = (input: EndpointInput<typeof pushSubscribe>) => api(pushSubscribe, input, { silent: true });

/** Stops pushes to a device: this browser's by its endpoint, another by its id. */
export const pushUnsubscribeCall = (input: EndpointInput<typeof pushUnsubscribe>) => api(pushUnsubscribe, input, { silent: true });
