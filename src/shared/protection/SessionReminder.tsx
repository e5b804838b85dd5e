import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useEndSession } from '@/shared/account/useEndSession';
import { Button, Dialog } from '@/ui';
import { limitsQuery } from './queries';
import { useReminderDue } from './useReminderDue';

/** The reminder's interval is set on the limits screen, whose change is written into the cache: a few minutes old is fine. */
const LIMITS_FRESH_MS = 5 * 60_000;

/**
 * The session reminder a customer sets on themselves (issue 38, limits.session_minutes): after every so many minutes
 * of use, "You have been using Meridian for N minutes", to continue or to leave (log out). Mounted once, at the
 * app's root; real signed-in accounts only (a demo account has no limits). Counted afresh for each session.
 */
export function SessionReminder() {
  const token = useSessionToken();
  const isDemo = useAtomValue(isDemoAtom);
  if (token === null || isDemo) return null;
  return <Reminder key={token} token={token} />;
}

function Reminder({ token }: { token: string }) {
  const { t } = useLingui();
  const limits = useQuery({ ...limitsQuery(token), staleTime: LIMITS_FRESH_MS }).data;
  const { dueMinutes, answer } = useReminderDue(limits?.session_minutes ?? null);
  const endSession = useEndSession();
  const leave = () => {
    answer();
    void endSession();
  };
  return (
    <Dialog
      open={dueMinutes !== null}
      onClose={answer}
      role="alertdialog"
      closeOnBackdrop={false}
      title={t`Time for a break?`}
      actions={
        <>
          <Button variant="secondary" onClick={leave}>
            {t`Leave`}
          </Button>
          <Button onClick={answer}>{t`Continue`}</Button>
        </>
      }
    >
      <Plural
        value={dueMinutes ?? 0}
        one="You have been using Meridian for # minute."
        other="You have been using Meridian for # minutes."
      />
    </Dialog>
  );
}
