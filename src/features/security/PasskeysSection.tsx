import { useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { registerPasskey, removePasskey, type PasskeyItem } from '@common/api/passkeys';
import type { SecurityOverview } from '@common/api/security';
import { STEP_UP_KIND } from '@common/security';
import { useSessionToken } from '@/lib/query';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import { CeremonyFailed, steppedUpMutation, type StepUp } from '@/shared/security';
import { Button, Card, ConfirmDialog, toast } from '@/ui';
import { addPasskey } from './add-passkey';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { securityKey } from './queries';
import styles from './Security.module.css';

/**
 * The passkeys on the security screen (issue 33): each one's name, when it was added and last used, and removing it
 * (a second-factor change: the server asks for a step-up, 9002); adding one, named first, then made by the device's
 * prompt. Closing the prompt is the user's choice and is told nothing; a browser without WebAuthn is told why it
 * cannot add one.
 */
export function PasskeysSection({ overview, stepUp }: { overview: SecurityOverview; stepUp: StepUp }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  // Kept while the question closes, so its words stay the same until it is gone.
  const [removing, setRemoving] = useState<{ passkey: PasskeyItem; open: boolean } | null>(null);
  const closeQuestion = () => setRemoving((current) => current && { ...current, open: false });
  // A new name dialog each time, so it suggests the device's name afresh.
  const [naming, setNaming] = useState({ id: 0, open: false });
  const refresh = () => client.invalidateQueries({ queryKey: securityKey(token) });
  const removal = useMutation({ ...steppedUpMutation(stepUp, removePasskey, STEP_UP_KIND.SECOND_FACTOR), onSettled: refresh });
  const adding = useMutation({
    mutationKey: [registerPasskey.method, registerPasskey.path],
    networkMode: 'always',
    retry: false,
    mutationFn: (name: string) => addPasskey(stepUp, name),
    onError: (error) => {
      if (!(error instanceof CeremonyFailed) || error.failure === 'cancelled') return;
      toast.show(
        error.failure === 'already-added'
          ? t`This device or security key already holds one of your passkeys.`
          : t`Your device could not make the passkey. Try again, or use another device or security key.`,
        'error',
      );
    },
    onSettled: refresh,
  });
  const passkeysWork = browserSupportsWebAuthn();
  const { passkeys } = overview;
  const busy = removal.isPending || adding.isPending;

  return (
    <Card aria-labelledby={titleId} data-testid="passkeys-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Passkeys`}
      </h2>
      <p className={styles.muted}>
        {t`A passkey confirms it is you with your fingerprint, face, screen lock or a security key, and signs you in without a password.`}
      </p>
      {passkeys.length === 0 ? (
        <p className={styles.muted}>{t`No passkeys yet.`}</p>
      ) : (
        <ul className={styles.items}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              disabled={!online || busy}
              removing={removal.isPending && removal.variables.id === passkey.id}
              onRemove={() => setRemoving({ passkey, open: true })}
            />
          ))}
        </ul>
      )}
      {passkeysWork ? (
        <div className={styles.actions}>
          <Button
            size="s"
            disabled={!online || busy}
            loading={adding.isPending}
            onClick={() => setNaming((current) => ({ id: current.id + 1, open: true }))}
          >
            {t`Add a passkey`}
          </Button>
        </div>
      ) : (
        <p className={styles.muted} data-testid="passkeys-unsupported">
          {t`This browser cannot make passkeys. Add one from a recent browser, such as Safari, Chrome, Edge or Firefox.`}
        </p>
      )}
      <PasskeyNameDialog
        key={naming.id}
        open={naming.open}
        onName={(name) => {
          setNaming((current) => ({ ...current, open: false }));
          adding.mutate(name);
        }}
        onCancel={() => setNaming((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={removing?.open === true}
        title={t`Remove this passkey?`}
        message={removing ? <RemovalMessage passkey={removing.passkey} overview={overview} /> : undefined}
        confirmLabel={t`Remove`}
        danger
        onConfirm={() => {
          if (removing) removal.mutate({ id: removing.passkey.id });
          closeQuestion();
        }}
        onCancel={closeQuestion}
      />
    </Card>
  );
}

interface PasskeyRowProps {
  passkey: PasskeyItem;
  disabled: boolean;
  /** Its removal is on its way. */
  removing: boolean;
  onRemove: () => void;
}

function PasskeyRow({ passkey, disabled, removing, onRemove }: PasskeyRowProps) {
  const { t } = useLingui();
  const time = useDateTime();
  const name = passkey.name;
  const added = time(passkey.created_at);
  const used = passkey.last_used_at === null ? null : time(passkey.last_used_at);
  return (
    <li className={styles.item} data-testid="passkey">
      <div className={styles.itemText}>
        <p className={styles.itemName}>
          <bdi>{name}</bdi>
        </p>
        <p className={styles.itemMeta}>{t`Added ${added}`}</p>
        <p className={styles.itemMeta}>{used === null ? t`Never used` : t`Last used ${used}`}</p>
      </div>
      <Button variant="secondary" size="s" disabled={disabled} loading={removing} onClick={onRemove} aria-label={t`Remove ${name}`}>
        {t`Remove`}
      </Button>
    </li>
  );
}

/** Which passkey goes, and what the account is left with when it was the only second factor. */
function RemovalMessage({ passkey, overview }: { passkey: PasskeyItem; overview: SecurityOverview }) {
  const { t } = useLingui();
  const name = passkey.name;
  const last = overview.totp !== 'on' && overview.passkeys.length === 1;
  return (
    <>
      <p className={styles.itemName}>
        <bdi>{name}</bdi>
      </p>
      <p>
        {last
          ? t`It is your only second factor: sign-ins from new devices and sensitive changes will no longer ask for one.`
          : t`You can no longer sign in or confirm it is you with it.`}
      </p>
    </>
  );
}
