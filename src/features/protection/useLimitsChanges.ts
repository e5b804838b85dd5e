import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selfExclude, setLimit, setSessionReminder, startCoolOff, type LimitsOverview } from '@common/api/protection';
import { STEP_UP_KIND } from '@common/security';
import { api } from '@/lib/http/api';
import { callMutation, useSessionToken } from '@/lib/query';
import { limitsQuery } from '@/shared/protection';
import { steppedUpMutation, type StepUp } from '@/shared/security';

/**
 * The limits screen's changes (issue 38). Each answers the whole overview, which is written into the cache (the
 * screen and the session reminder read it); a refusal asks it again. Loosening a limit or the reminder may need a
 * step-up (9002 on an account with a second factor): the security screens' flow, through the screen's `stepUp`.
 */
export function useLimitsChanges(stepUp: StepUp) {
  const client = useQueryClient();
  const key = limitsQuery(useSessionToken()).queryKey;
  const written = {
    onSuccess: (answer: LimitsOverview) => client.setQueryData(key, answer),
    onError: () => void client.invalidateQueries({ queryKey: key }),
  };
  return {
    limit: useMutation({ ...steppedUpMutation(stepUp, setLimit, STEP_UP_KIND.LOOSEN_LIMIT), ...written }),
    reminder: useMutation({ ...steppedUpMutation(stepUp, setSessionReminder, STEP_UP_KIND.LOOSEN_LIMIT), ...written }),
    coolOff: useMutation({ ...callMutation(api, startCoolOff), ...written }),
    exclusion: useMutation({ ...callMutation(api, selfExclude), ...written }),
  };
}

export type LimitsChanges = ReturnType<typeof useLimitsChanges>;
