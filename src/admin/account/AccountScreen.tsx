import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminChangePassword, adminMySessions, adminRevokeMySession, type OperatorSession } from '@common/api/admin';
import { useDeviceText } from '@/shared/security/useDeviceText';
import { Button, PasswordField } from '@/ui';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { DataTable } from '../ui/DataTable';
import { PageTitle, Panel } from '../ui/Panel';
import styles from './AccountScreen.module.css';

// The operator's own account: a new password (the current one is checked and throttled like a sign-in; every
// other session ends), and the sessions open now, any of which they may end.

const MIN_PASSWORD = 12;

export function AccountScreen() {
  const { t, i18n } = useLingui();
  const deviceOf = useDeviceText();
  const sessions = useAdminQuery(adminMySessions, {});
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const mismatch = again !== '' && next !== again;
  const short = next !== '' && next.length < MIN_PASSWORD;

  // Pending until the sessions are asked again (the others have ended). A refusal's toast says why; what was typed
  // stays.
  const change = useMutation({
    ...adminMutation(adminChangePassword, { toastSuccess: true }),
    onSuccess: async () => {
      setCurrent('');
      setNext('');
      setAgain('');
      await sessions.refetch();
    },
  });
  // The list is asked again whatever the answer, so it shows the sessions the server holds now.
  const revoke = useMutation({ ...adminMutation(adminRevokeMySession, { toastSuccess: true }), onSettled: () => sessions.refetch() });

  return (
    <>
      <PageTitle>
        <Trans>My account</Trans>
      </PageTitle>
      <div className={styles.columns}>
        <Panel title={t`Change password`}>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate({ old_password: current, password: next });
            }}
          >
            <PasswordField
              label={t`Current password`}
              name="old_password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
            <PasswordField
              label={t`New password`}
              name="password"
              autoComplete="new-password"
              value={next}
              error={short ? t`At least ${MIN_PASSWORD} characters` : undefined}
              onChange={(event) => setNext(event.target.value)}
            />
            <PasswordField
              label={t`New password again`}
              name="password_again"
              autoComplete="new-password"
              value={again}
              error={mismatch ? t`The two passwords differ` : undefined}
              onChange={(event) => setAgain(event.target.value)}
            />
            <Button type="submit" loading={change.isPending} disabled={current === '' || next === '' || short || mismatch || again === ''}>
              <Trans>Change password</Trans>
            </Button>
          </form>
        </Panel>
        <Panel title={t`My sessions`}>
          {sessions.data ? (
            <DataTable
              columns={[
                { key: 'created', label: t`Signed in`, render: (row: OperatorSession) => timeText(row.created_at, i18n.locale) },
                { key: 'seen', label: t`Last used`, render: (row: OperatorSession) => timeText(row.last_seen_at, i18n.locale) },
                {
                  key: 'device',
                  label: t`Device`,
                  // The device's name, as users' sessions show it; the whole user agent on hover.
                  render: (row: OperatorSession) => (
                    <span className={styles.agent} title={row.user_agent}>
                      {deviceOf(row.user_agent || null)}
                    </span>
                  ),
                },
                { key: 'address', label: t`IP address`, render: (row: OperatorSession) => row.address ?? '—' },
                {
                  key: 'end',
                  label: t`End`,
                  render: (row: OperatorSession) =>
                    row.current ? (
                      t`This session`
                    ) : (
                      <Button
                        size="s"
                        variant="danger"
                        loading={revoke.isPending && revoke.variables.id === row.id}
                        onClick={() => revoke.mutate({ id: row.id })}
                      >
                        {t`End session`}
                      </Button>
                    ),
                },
              ]}
              rows={sessions.data}
              rowKey={(row) => row.id}
              empty={<Trans>No open sessions.</Trans>}
            />
          ) : (
            <p>
              <Trans>Loading…</Trans>
            </p>
          )}
        </Panel>
      </div>
    </>
  );
}
