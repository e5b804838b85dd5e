import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { endSessions, type SessionListItem } from '@common/api/security-sessions';
import { CODE } from '@common/envelope';
import { STEP_UP_KIND } from '@common/security';
import { useGoBack } from '@/lib/go-back';
import { ApiCallError } from '@/lib/http/errors';
import { useAsOf, useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useOnline } from '@/lib/useOnline';
import { steppedUpMutation, useDeviceText, useStepUp } from '@/shared/security';
import { AsOfNote, Button, ConfirmDialog, LoadFailed, OfflineReason, PageHeader, PullToRefresh, SkeletonCards } from '@/ui';
import { DemoSecurityNotice } from './DemoSecurityNotice';
import { securityKey, sessionsQuery } from './queries';
import { sessionsInOrder } from './session-order';
import { SessionRow } from './SessionRow';
import styles from './Security.module.css';

/** What the user asked to end: one other session, or all of them but this one. */
type Ending = { session: SessionListItem } | 'all-others';

/**
 * /mine/security/sessions (issue 33): the devices signed in to the account, this one marked and first, each with the
 * address it signed in from, when it signed in and when it was last active; signing one out, or all but this one.
 * Ending sessions is sensitive: with a second factor on, the server asks for a step-up (9002). A demo account is told
 * why it has none of it.
 */
export function SessionsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={t`Devices and sessions`} onBack={goBack} />
      {isDemo ? (
        <div className={styles.page}>
          <DemoSecurityNotice />
        </div>
      ) : (
        <Sessions />
      )}
    </>
  );
}

function Sessions() {
  const { t } = useLingui();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const deviceText = useDeviceText();
  const sessions = useQuery(sessionsQuery(token));
  const asOf = useAsOf([securityKey(token)]);
  const stepUp = useStepUp();
  // Kept while the question closes, so its words stay the same until it is gone.
  const [question, setQuestion] = useState<{ about: Ending; open: boolean } | null>(null);
  const ask = (about: Ending) => setQuestion({ about, open: true });
  const closeQuestion = () => setQuestion((current) => current && { ...current, open: false });
  const ending = useMutation({
    ...steppedUpMutation(stepUp, endSessions, STEP_UP_KIND.END_SESSIONS),
    onSettled: () => client.invalidateQueries({ queryKey: securityKey(token) }),
  });

  // The server's word decides: an account it refuses as a demo one (2001) is told so, not shown a failed load.
  if (sessions.error instanceof ApiCallError && sessions.error.code === CODE.ONLY_REAL_ACCOUNT) {
    return (
      <div className={styles.page}>
        <DemoSecurityNotice />
      </div>
    );
  }
  const list = sessions.data ? sessionsInOrder(sessions.data) : null;
  const others = list?.filter((session) => !session.current).length ?? 0;
  const disabled = !online || ending.isPending;
  const endingId = ending.isPending ? ending.variables.id : undefined;
  const about = question?.about;
  const device = about !== undefined && about !== 'all-others' ? deviceText(about.session.user_agent) : '';

  return (
    <PullToRefresh onRefresh={() => sessions.refetch()}>
      <div className={styles.page}>
        <AsOfNote at={asOf} />
        <p className={styles.muted}>
          {t`These devices are signed in to your account. If you do not recognise one, sign it out and change your password.`}
        </p>
        {list ? (
          <>
            <ul className={styles.sessions} aria-label={t`Sessions`}>
              {list.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  disabled={disabled}
                  ending={endingId === session.id}
                  onSignOut={() => ask({ session })}
                />
              ))}
            </ul>
            {others > 0 ? (
              <Button
                variant="secondary"
                block
                disabled={disabled}
                loading={ending.isPending && ending.variables.all_others === true}
                onClick={() => ask('all-others')}
              >
                {t`Sign out of all other devices`}
              </Button>
            ) : (
              <p className={styles.muted}>{t`No other device is signed in.`}</p>
            )}
            <OfflineReason />
          </>
        ) : sessions.isError ? (
          <LoadFailed onRetry={() => void sessions.refetch()} />
        ) : (
          <SkeletonCards count={2} />
        )}
      </div>
      <ConfirmDialog
        open={question?.open === true}
        title={about === 'all-others' ? t`Sign out of all other devices?` : t`Sign out of ${device}?`}
        message={
          about === 'all-others'
            ? t`Every device but this one will have to sign in again.`
            : t`Whoever uses that device will have to sign in again.`
        }
        confirmLabel={t`Sign out`}
        danger
        onConfirm={() => {
          if (about === 'all-others') ending.mutate({ all_others: true });
          else if (about !== undefined) ending.mutate({ id: about.session.id });
          closeQuestion();
        }}
        onCancel={closeQuestion}
      />
      {stepUp.dialog}
    </PullToRefresh>
  );
}
