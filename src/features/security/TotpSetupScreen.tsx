import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { TotpSetup } from '@common/api/security';
import { useGoBack } from '@/lib/go-back';
import { useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, OfflineReason, PageHeader } from '@/ui';
import { DemoSecurityNotice } from './DemoSecurityNotice';
import { enableTotpMutation, securityKey, securityOverviewQuery, setupTotpMutation } from './queries';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpCodeForm } from './TotpCodeForm';
import { TotpSecret } from '@/shared/security/TotpSecret';
import styles from './Security.module.css';

/** Where the set-up is: before it starts, scanning the new secret and typing its first code, or the codes handed out. */
type Step = { at: 'intro' } | { at: 'scan'; setup: TotpSetup } | { at: 'codes'; codes: readonly string[] };

/**
 * /mine/security/authenticator (issue 33): setting up the authenticator app. A new secret (POST totp/setup) shown as
 * a QR code and as text, the app's first code (POST totp/enable) to turn it on, then the ten recovery codes, once.
 * The secret and the codes live in this screen's state only: they are never kept in the cache or on the device.
 */
export function TotpSetupScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={t`Authenticator app`} onBack={goBack} />
      <div className={styles.page}>{isDemo ? <DemoSecurityNotice /> : <TotpSetupSteps />}</div>
    </>
  );
}

function TotpSetupSteps() {
  const { t } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const overview = useQuery(securityOverviewQuery(token));
  const [step, setStep] = useState<Step>({ at: 'intro' });
  const changed = () => client.invalidateQueries({ queryKey: securityKey(token) });
  const starting = useMutation({
    ...setupTotpMutation,
    onSuccess: (setup) => {
      setStep({ at: 'scan', setup });
      void changed();
    },
  });
  const enabling = useMutation({
    ...enableTotpMutation,
    onSuccess: (answer) => {
      setStep({ at: 'codes', codes: answer.recovery_codes });
      void changed();
    },
  });
  const backToSecurity = () => void navigate({ to: '/mine/security', replace: true });

  if (step.at === 'codes') return <RecoveryCodes codes={step.codes} onDone={backToSecurity} />;

  if (step.at === 'scan') {
    return (
      <Card aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t`Scan the QR code`}
        </h2>
        <p className={styles.muted}>{t`Open your authenticator app, add an account and scan this code.`}</p>
        <img
          className={styles.qr}
          src={step.setup.qr}
          alt={t`QR code to add Meridian to your authenticator app`}
          width={200}
          height={200}
        />
        <TotpSecret secret={step.setup.secret} />
        <TotpCodeForm onSubmit={(code, refused) => enabling.mutate({ code }, { onError: refused })} busy={enabling.isPending} />
        <OfflineReason />
      </Card>
    );
  }

  if (overview.data?.totp === 'on') {
    return (
      <Card aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t`The authenticator app is on`}
        </h2>
        <p className={styles.muted}>{t`To set it up on another phone, turn it off on the Security screen first, then set it up again.`}</p>
        <Button variant="secondary" onClick={backToSecurity}>
          {t`Back to Security`}
        </Button>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Set up an authenticator app`}
      </h2>
      <p className={styles.muted}>
        {t`Install an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator. You scan a QR code with it, then type the 6-digit code it shows.`}
      </p>
      <p className={styles.muted}>{t`Afterwards you get ten recovery codes, for when you cannot use your phone.`}</p>
      <Button block disabled={!online} loading={starting.isPending} onClick={() => starting.mutate({})}>
        {t`Start`}
      </Button>
      <OfflineReason />
    </Card>
  );
}
