import { queryOptions } from '@tanstack/react-query';
import { createAlert, deleteAlert, listAlerts, updateAlert } from '@common/api/alert';
import { api } from '../../lib/http/api';
import { callMutation, sessionKey } from '../../lib/query';

// A signed-in user's price alerts (issue 34, common/api/alert.ts), one definition per call: read by the alerts screen
// (features/alert) and set from the trade screen's bell (./PriceAlertBell.tsx), so both show the same list.

export const alertsKey = (token: string | null) => sessionKey(token, 'alerts');

/** The user's alerts, newest first. */
export const alertsQuery = (token: string | null) =>
  queryOptions({
    queryKey: alertsKey(token),
    queryFn: () => api(listAlerts, {}, { silent: true }),
    enabled: token !== null,
  });

/** Set, change, remove: the spinner and the server's words ("Price alert set") as a toast; a refusal is toasted. */
export const createAlertMutation = callMutation(api, createAlert);
export const updateAlertMutation = callMutation(api, updateAlert);
export const deleteAlertMutation = callMutation(api, deleteAlert);
