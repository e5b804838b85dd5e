import { useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { stepUp } from '@common/api/security';
import type { StepUpKind } from '@common/security';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { Button, Dialog, OfflineReason } from '@/ui';
import { CeremonyFailed } from './ceremony-error';
import { codeToSend } from './code-entry';
import { SecondFactorCodeField } from './SecondFactorCodeField';
import { securityOverviewQuery } from './overview-query';
import { confirmWithPasskey } from './passkey-step-up';
import { stepUpWays, type StepUpWay } from './step-up-ways';
import styles from './SecondFactorForm.module.css';

export interface StepUpDialogProps {
  open: boolean;
  /** The kind of action the token is asked for (common/security.ts's STEP_UP_KIND). */
  kind: StepUpKind;
  /** The server handed out a token for the kind. */
  onConfirmed: (token: string) => void;
  /** Closed without confirming: Cancel, Escape or the backdrop. */
  onCancel: () => void;
}

/** Which factors the account has changes seldom: a minute-old overview is good enough to offer the right ways. */
const OVERVIEW_FRESH_MS = 60_000;

/**
 * "Confirm it is you" (issue 33): a code from the authenticator app, one of the recovery codes instead, or one of the
 * user's passkeys, sent to POST /api/security/step_up with the kind of action; the token goes to the caller. The ways
 * offered are those the account has (its security overview, read here since any screen may ask): it opens on the
 * app's code when the app is on, else on the passkey. A wrong or used code is told at the field in the server's
 * words, and the dialog stays for another try. Mounted afresh for each request (useStepUp keys it), so a code typed
 * for one action is never left in the field for the next.
 */
export function StepUpDialog({ open, kind, onConfirmed, onCancel }: StepUpDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const online = useOnline();
  const overview = useQuery({ ...securityOverviewQuery(useSessionToken()), staleTime: OVERVIEW_FRESH_MS });
  const passkeysWork = browserSupportsWebAuthn();
  const ways = stepUpWays(overview.data, passkeysWork);
  // Until the user picks a way, the first the account has: it may change once the overview arrives.
  const [chosen, setChosen] = useState<StepUpWay | null>(null);
  const way = chosen !== null && ways.includes(chosen) ? chosen : ways[0];
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal of the server's is shown in the dialog rather than toasted; a failure of the network was toasted by
  // the client.
  const refused = (error: unknown) => {
    if (error instanceof ApiCallError && typeof error.code === 'number') setProblem(error.message);
  };
  // Silent, and the answer (a token) is not kept in the cache once the dialog is gone.
  const confirming = useMutation({
    mutationKey: [stepUp.method, stepUp.path],
    networkMode: 'always',
    retry: false,
    gcTime: 0,
    mutationFn: (code: string) => api(stepUp, { kind, code }, { silent: true }),
    onSuccess: (answer) => onConfirmed(answer.token),
    onError: refused,
  });
  const usingPasskey = useMutation({
    mutationKey: [stepUp.method, stepUp.path, 'passkey'],
    networkMode: 'always',
    retry: false,
    gcTime: 0,
    mutationFn: () => confirmWithPasskey(kind),
    onSuccess: (answer) => onConfirmed(answer.token),
    onError: (error) => {
      // The user closed the browser's prompt: they know, and may try again or choose another way.
      if (error instanceof CeremonyFailed) {
        if (error.failure !== 'cancelled') setProblem(t`Your device could not use the passkey. Try again.`);
      } else refused(error);
    },
  });
  const busy = confirming.isPending || usingPasskey.isPending;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online || way === 'passkey') return;
    const code = codeToSend(way, typed);
    if (code === null) {
      setProblem(way === 'app' ? t`Enter the 6 digits from your authenticator app.` : t`Enter a recovery code: 16 letters and digits.`);
      return;
    }
    confirming.mutate(code);
  };

  const confirmByPasskey = () => {
    if (busy || !online) return;
    setProblem(null);
    usingPasskey.mutate();
  };

  const switchTo = (next: StepUpWay) => {
    setChosen(next);
    setTyped('');
    setProblem(null);
  };

  const switchLabel: Record<StepUpWay, string> = {
    app: t`Use the authenticator app instead`,
    recovery: t`Use a recovery code instead`,
    passkey: t`Use a passkey instead`,
  };
  const switches = ways
    .filter((other) => other !== way)
    .map((other) => (
      <Button key={other} variant="ghost" size="s" className={styles.switch} onClick={() => switchTo(other)} disabled={busy}>
        {switchLabel[other]}
      </Button>
    ));

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={t`Confirm it is you`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </Button>
          {way === 'passkey' ? (
            <Button onClick={confirmByPasskey} loading={usingPasskey.isPending} disabled={!online || !passkeysWork}>
              {t`Use a passkey`}
            </Button>
          ) : (
            <Button type="submit" form={formId} loading={confirming.isPending} disabled={!online}>
              {t`Confirm`}
            </Button>
          )}
        </>
      }
    >
      {way === 'passkey' ? (
        <div className={styles.form} data-testid="step-up-passkey">
          <p className={styles.lead}>
            {passkeysWork
              ? t`Use one of your passkeys: your fingerprint, face, screen lock or security key confirms it is you.`
              : t`This browser cannot use passkeys. Confirm on a device whose browser can.`}
          </p>
          {problem !== null ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          {switches}
          <OfflineReason />
        </div>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <CodeLead way={way} />
          <SecondFactorCodeField
            codeKind={way}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setProblem(null);
            }}
            error={problem}
          />
          {switches}
          <OfflineReason />
        </form>
      )}
    </Dialog>
  );
}

function CodeLead({ way }: { way: 'app' | 'recovery' }) {
  const { t } = useLingui();
  return (
    <p className={styles.lead}>
      {way === 'app'
        ? t`Enter the 6-digit code from your authenticator app.`
        : t`Enter one of your recovery codes. Each code works only once.`}
    </p>
  );
}
