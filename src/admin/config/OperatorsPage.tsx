import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  adminCreateOperator,
  adminOperatorAccounts,
  adminResetOperatorPassword,
  adminUpdateOperator,
  type AdminOperatorAccount,
} from '@common/api/admin-config';
import { OPERATOR_ROLES, type OperatorRole } from '@common/api/operator-roles';
import { Badge, Button, PasswordField, TextField } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { ROLE_LABELS, RoleName } from '../shell/RoleName';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { FormDialog } from '../ui/FormDialog';
import { PageTitle } from '../ui/Panel';
import { Select } from '../ui/Select';
import { ResetSecondFactor } from './ResetSecondFactor';
import styles from './OperatorsPage.module.css';

// The operators, for admins: each one's role, whether they may sign in, when they last worked; a new operator with
// a role and a first password; a role changed, an operator disabled (their sessions end) or enabled again, a new
// password set or a lost authenticator app reset (their sessions end). The server records each act and keeps at least one enabled admin.

const MIN_PASSWORD = 12;

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; account: AdminOperatorAccount }
  | { kind: 'password'; account: AdminOperatorAccount }
  | { kind: 'second_factor'; account: AdminOperatorAccount };

export function OperatorsPage() {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const mayManage = allows(adminOperatorAccounts, operator?.role);
  const accounts = useAdminQuery(adminOperatorAccounts, {}, { enabled: mayManage });
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => {
    setEditing(null);
    void accounts.refetch();
  };

  return (
    <>
      <PageTitle
        actions={
          mayManage ? (
            <Button size="s" onClick={() => setEditing({ kind: 'create' })}>
              <Trans>Add operator</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>Operators</Trans>
      </PageTitle>
      {!mayManage ? (
        <p className={styles.note}>
          <Trans>Only administrators manage operators.</Trans>
        </p>
      ) : accounts.data ? (
        <DataTable
          columns={[
            { key: 'email', label: t`Email`, render: (row: AdminOperatorAccount) => row.email },
            { key: 'role', label: t`Role`, render: (row) => <RoleName role={row.role} /> },
            {
              key: 'enabled',
              label: t`Sign-in`,
              render: (row) => (row.enabled ? <Badge tone="good">{t`Enabled`}</Badge> : <Badge tone="bad">{t`Disabled`}</Badge>),
            },
            {
              key: 'second_factor',
              label: t`Second factor`,
              render: (row) => (row.second_factor ? <Badge tone="good">{t`On`}</Badge> : <Badge>{t`Set up at next sign-in`}</Badge>),
            },
            { key: 'last_seen_at', label: t`Last active`, render: (row) => timeText(row.last_seen_at, i18n.locale) },
            { key: 'created_at', label: t`Added`, render: (row) => timeText(row.created_at, i18n.locale) },
            {
              key: 'actions',
              label: t`Actions`,
              render: (row) => (
                <div className={styles.actions}>
                  <Button size="s" variant="secondary" onClick={() => setEditing({ kind: 'edit', account: row })}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => setEditing({ kind: 'password', account: row })}>
                    <Trans>New password</Trans>
                  </Button>
                  {row.second_factor && row.id !== operator?.id ? (
                    <Button size="s" variant="secondary" onClick={() => setEditing({ kind: 'second_factor', account: row })}>
                      <Trans>Reset second factor</Trans>
                    </Button>
                  ) : null}
                </div>
              ),
            },
          ]}
          rows={accounts.data}
          rowKey={(row) => row.id}
          empty={<Trans>No operators yet.</Trans>}
        />
      ) : (
        <p>{accounts.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
      {editing?.kind === 'create' ? <CreateOperator onClose={close} /> : null}
      {editing?.kind === 'edit' ? (
        <EditOperator account={editing.account} self={editing.account.id === operator?.id} onClose={close} />
      ) : null}
      {editing?.kind === 'password' ? <ResetPassword account={editing.account} onClose={close} /> : null}
      {editing?.kind === 'second_factor' ? <ResetSecondFactor account={editing.account} onClose={close} /> : null}
    </>
  );
}

function useRoleOptions() {
  const { i18n } = useLingui();
  return OPERATOR_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }));
}

// Each dialog's call is a mutation that closes the dialog when it succeeds. A refusal is toasted by the client
// (what the server refused) and the dialog stays open to correct it.

function CreateOperator({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const roles = useRoleOptions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('viewer');
  const [password, setPassword] = useState('');
  const create = useMutation({ ...adminMutation(adminCreateOperator, { toastSuccess: true }), onSuccess: onClose });
  const short = password !== '' && password.length < MIN_PASSWORD;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t`Add operator`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            loading={create.isPending}
            disabled={email === '' || password.length < MIN_PASSWORD}
            onClick={() => create.mutate({ email, role, password })}
          >
            <Trans>Add</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Select label={t`Role`} name="role" value={role} options={roles} onChange={(next) => setRole(next as OperatorRole)} />
        <PasswordField
          label={t`First password`}
          name="password"
          autoComplete="new-password"
          hint={short ? t`At least ${MIN_PASSWORD} characters` : t`Give it to them in person; they change it under My account.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}

function EditOperator({ account, self, onClose }: { account: AdminOperatorAccount; self: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const roles = useRoleOptions();
  const [role, setRole] = useState<OperatorRole>(account.role);
  const [enabled, setEnabled] = useState(account.enabled ? '1' : '0');
  const update = useMutation({ ...adminMutation(adminUpdateOperator, { toastSuccess: true }), onSuccess: onClose });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={account.email}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={update.isPending} onClick={() => update.mutate({ id: account.id, role, enabled: enabled === '1' ? '1' : '0' })}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <Select label={t`Role`} name="role" value={role} options={roles} onChange={(next) => setRole(next as OperatorRole)} />
        <Select
          label={t`Sign-in`}
          name="enabled"
          value={enabled}
          options={[
            { value: '1', label: t`Enabled` },
            { value: '0', label: t`Disabled: their sessions end now` },
          ]}
          onChange={setEnabled}
        />
        {self ? (
          <p className={styles.warning}>
            <Trans>This is your own account: a lower role or disabling it takes effect on your next action.</Trans>
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

function ResetPassword({ account, onClose }: { account: AdminOperatorAccount; onClose: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const reset = useMutation({ ...adminMutation(adminResetOperatorPassword, { toastSuccess: true }), onSuccess: onClose });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t`New password for ${account.email}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            loading={reset.isPending}
            disabled={password.length < MIN_PASSWORD}
            onClick={() => reset.mutate({ id: account.id, password })}
          >
            <Trans>Set password</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <PasswordField
          label={t`New password`}
          name="password"
          autoComplete="new-password"
          hint={t`At least ${MIN_PASSWORD} characters. Their sessions end; they sign in with this one.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
