import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { freezeAccount } from '@common/api/safeguards';
import type { SecurityOverview } from '@common/api/security';
import { api } from '@/lib/http/api';
import { callMutation } from '@/lib/query';
import { signOut } from '@/lib/session';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, ConfirmDialog, toast } from '@/ui';
import styles from './Security.module.css';

/**
 * Freezing the account from the security screen (issue 33), for a user who thinks someone else is in it: asked first,
 * with all that it does, since it cannot be undone from the app. The freeze ends every session, this one too, so the
 * app signs out at once and goes to log-in, saying why. An account already frozen is told so instead.
 */
export function FreezeSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const freezing = useMutation({
    ...callMutation(api, freezeAccount, { loading: true }),
    onSuccess: async () => {
      // The server has ended this session too: any further call would answer 999.
      signOut();
      await navigate({ to: '/login', replace: true });
      toast.show(t`Your account is frozen and you are signed out. Contact support to unfreeze it.`, 'success');
    },
  });

  if (overview.frozen) {
    return (
      <Card aria-labelledby={titleId} data-testid="freeze-section">
        <h2 id={titleId} className={styles.sectionTitle}>
          {t`Your account is frozen`}
        </h2>
        <p className={styles.warning} data-testid="frozen-notice">
          {t`Withdrawals, transfers, new orders and new follows are refused. Your open positions stay open. Only support can unfreeze your account.`}
        </p>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={titleId} data-testid="freeze-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Freeze my account`}
      </h2>
      <p className={styles.muted}>
        {t`If you think someone else can get into your account, freeze it at once. Only support can unfreeze it.`}
      </p>
      <div className={styles.actions}>
        <Button variant="danger" size="s" disabled={!online} loading={freezing.isPending} onClick={() => setAsking(true)}>
          {t`Freeze my account`}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Freeze your account now?`}
        message={
          <ul className={styles.consequences}>
            <li>{t`Every session ends, this one too: you are signed out on all your devices.`}</li>
            <li>{t`Withdrawals, transfers, new orders and new follows stop.`}</li>
            <li>{t`Your open positions stay open.`}</li>
            <li>{t`Only support can unfreeze your account, after checking it is you.`}</li>
          </ul>
        }
        confirmLabel={t`Freeze now`}
        danger
        onConfirm={() => {
          setAsking(false);
          freezing.mutate({});
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
