import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifySettings } from '@common/api/notify';
import { useSessionToken } from '@/lib/query';
import { withKindSwitched } from './settings-change';
import { notifySettingsQuery, saveSettingsMutation } from './settings-queries';

/**
 * Saves a change of the notification settings. A kind's switch moves at once and moves back if the server refuses;
 * the answer (the settings as they are now) replaces the cached ones, so the screen shows the server's word.
 */
export function useSaveSettings() {
  const token = useSessionToken();
  const client = useQueryClient();
  const { queryKey } = notifySettingsQuery(token);
  return useMutation({
    ...saveSettingsMutation,
    onMutate: async (change) => {
      // A load on its way would land over the switch just moved.
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<NotifySettings>(queryKey);
      if (before !== undefined) client.setQueryData(queryKey, withKindSwitched(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before !== undefined) client.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
  });
}
