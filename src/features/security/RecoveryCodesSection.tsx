import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { regenerateRecoveryCodes, type SecurityOverview } from '@common/api/security';
import { STEP_UP_KIND } from '@common/security';
import { useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { steppedUpMutation, type StepUp } from '@/shared/security';
import { Button, Card, ConfirmDialog } from '@/ui';
import { securityKey } from './queries';
import styles from './Security.module.css';

interface RecoveryCodesSectionProps {
  overview: SecurityOverview;
  stepUp: StepUp;
  /** New codes arrived: the screen shows them, once. */
  onCodes: (codes: readonly string[]) => void;
}

/**
 * The recovery codes on the security screen, while the authenticator app is on: how many are left unused, and making
 * ten new ones (the old ones stop working). A second-factor change: the server asks for a step-up (9002).
 */
export function RecoveryCodesSection({ overview, stepUp, onCodes }: RecoveryCodesSectionProps) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const [asking, setAsking] = useState(false);
  // The answer holds the codes: the cache drops it as soon as no screen holds it.
  const making = useMutation({
    ...steppedUpMutation(stepUp, regenerateRecoveryCodes, STEP_UP_KIND.SECOND_FACTOR, { loading: true }),
    gcTime: 0,
    onSuccess: (answer) => onCodes(answer.recovery_codes),
    onSettled: () => client.invalidateQueries({ queryKey: securityKey(token) }),
  });
  if (overview.totp !== 'on') return null;
  const left = overview.recovery_codes_left;

  return (
    <Card aria-labelledby={titleId} data-testid="recovery-codes-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Recovery codes`}
      </h2>
      <p className={styles.muted}>{t`Each code confirms it is you once, when you cannot use the authenticator app.`}</p>
      <dl className={styles.figure}>
        <dt>{t`Unused codes`}</dt>
        <dd className="num" data-testid="recovery-codes-left">
          {left}
        </dd>
      </dl>
      {left <= 2 ? <p className={styles.warning}>{t`You are running out of recovery codes. Make new ones.`}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="s" disabled={!online} loading={making.isPending} onClick={() => setAsking(true)}>
          {t`Make new codes`}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Make new recovery codes?`}
        message={t`Your current recovery codes stop working.`}
        confirmLabel={t`Make new codes`}
        onConfirm={() => {
          setAsking(false);
          making.mutate({});
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
