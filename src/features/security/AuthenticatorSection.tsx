import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { disableTotp, type SecurityOverview, type TotpStatus } from '@common/api/security';
import { STEP_UP_KIND } from '@common/security';
import { useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { steppedUpMutation, type StepUp } from '@/shared/security';
import { Badge, Button, Card, ConfirmDialog, type BadgeTone } from '@/ui';
import { securityKey } from './queries';
import styles from './Security.module.css';

const TONE: Record<TotpStatus, BadgeTone> = { off: 'neutral', pending: 'waiting', on: 'good' };

/**
 * The authenticator app on the security screen: its state (off, set up but not finished, on), and setting it up or
 * turning it off. Turning it off is a second-factor change: the server asks for a step-up (9002), the screen's.
 */
export function AuthenticatorSection({ overview, stepUp }: { overview: SecurityOverview; stepUp: StepUp }) {
  const { t } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const [asking, setAsking] = useState(false);
  const turningOff = useMutation({
    ...steppedUpMutation(stepUp, disableTotp, STEP_UP_KIND.SECOND_FACTOR),
    onSettled: () => client.invalidateQueries({ queryKey: securityKey(token) }),
  });

  const status = overview.totp;
  const label: Record<TotpStatus, string> = { off: t`Off`, pending: t`Not finished`, on: t`On` };
  const about: Record<TotpStatus, string> = {
    off: t`Codes from an app on your phone, such as Google Authenticator or Microsoft Authenticator, confirm it is you before withdrawals and other sensitive changes.`,
    pending: t`Set-up was started but not finished. Start again to get a new QR code.`,
    on: t`Withdrawals and other sensitive changes ask for a code from your authenticator app.`,
  };
  const setUp = () => void navigate({ to: '/mine/security/authenticator' });

  return (
    <Card aria-labelledby={titleId} data-testid="authenticator-section">
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t`Authenticator app`}
        </h2>
        <Badge tone={TONE[status]}>{label[status]}</Badge>
      </div>
      <p className={styles.muted}>{about[status]}</p>
      <div className={styles.actions}>
        {status === 'on' ? (
          <Button variant="secondary" size="s" disabled={!online} loading={turningOff.isPending} onClick={() => setAsking(true)}>
            {t`Turn off`}
          </Button>
        ) : (
          <Button size="s" disabled={!online} onClick={setUp}>
            {status === 'pending' ? t`Finish setting up` : t`Set up`}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Turn off the authenticator app?`}
        message={t`Your recovery codes stop working too, and sensitive changes no longer ask for a code.`}
        confirmLabel={t`Turn off`}
        danger
        onConfirm={() => {
          setAsking(false);
          turningOff.mutate({});
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
