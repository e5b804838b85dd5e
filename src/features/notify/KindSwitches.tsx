import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { NotifyKindSetting, NotifySettings } from '@common/api/notify';
import { NOTIFICATION_GROUPS, type NotificationGroup, type NotificationKind } from '@common/notify';
import { useOnline } from '@/lib/useOnline';
import { Card, Switch } from '@/ui';
import { useKindLabels } from './useKindLabels';
import { useSaveSettings } from './useSaveSettings';
import styles from './NotifySettings.module.css';

const GROUPS = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

/**
 * What the user is told, a card per group of kinds (trading, copy trading, money, account and security), each kind
 * with a push switch and an email switch. Email needs an address (a demo account has none); the security kinds'
 * emails always go. A switch moves at once and back if the server refuses, with its word under the group.
 */
export function KindSwitches({ settings }: { settings: NotifySettings }) {
  const { t } = useLingui();
  const saving = useSaveSettings();
  const byKind = new Map(settings.kinds.map((setting) => [setting.kind, setting]));
  const refusedKind = saving.isError ? saving.variables.kind : undefined;
  const refusal = saving.error instanceof Error ? saving.error.message : null;
  return (
    <>
      <p className={styles.muted}>{t`Your inbox records every notification, whatever you choose here.`}</p>
      {settings.email_available ? null : (
        <p className={styles.muted} data-testid="email-unavailable">
          {t`Email notifications need an account with an email address. A demo account has none.`}
        </p>
      )}
      {GROUPS.map((group) => {
        const kinds = NOTIFICATION_GROUPS[group].flatMap((kind) => byKind.get(kind) ?? []);
        const refused = refusedKind !== undefined && (NOTIFICATION_GROUPS[group] as readonly NotificationKind[]).includes(refusedKind);
        return (
          <KindGroup
            key={group}
            group={group}
            kinds={kinds}
            emailAvailable={settings.email_available}
            refusal={refused ? refusal : null}
            onSwitch={(kind, channel, on) => saving.mutate({ kind, [channel]: on ? '1' : '0' })}
          />
        );
      })}
    </>
  );
}

interface KindGroupProps {
  group: NotificationGroup;
  kinds: readonly NotifyKindSetting[];
  emailAvailable: boolean;
  refusal: string | null;
  onSwitch: (kind: NotificationKind, channel: 'push' | 'email', on: boolean) => void;
}

function KindGroup({ group, kinds, emailAvailable, refusal, onSwitch }: KindGroupProps) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const labels = useKindLabels();
  // Without an address (a demo account) nothing is emailed, so no email is said to be locked on either.
  const locked = emailAvailable && kinds.some((kind) => kind.email_locked);
  return (
    <Card aria-labelledby={titleId} data-testid={`kind-group-${group}`}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.group[group]}
      </h2>
      {/* The column headings are for the eye: each switch is named with its kind and channel. */}
      <div className={styles.kindsHead} aria-hidden="true">
        <span />
        <span className={styles.column}>{t`Push`}</span>
        <span className={styles.column}>{t`Email`}</span>
      </div>
      <ul className={styles.kinds} aria-labelledby={titleId}>
        {kinds.map((setting) => {
          const name = labels.kind[setting.kind];
          return (
            <li key={setting.kind} className={styles.kind} data-testid={`kind-${setting.kind}`}>
              <span className={styles.kindText}>
                <span className={styles.kindName}>{name}</span>
                {setting.email_locked && emailAvailable ? <span className={styles.kindNote}>{t`Always emailed`}</span> : null}
              </span>
              <span className={styles.cell}>
                <Switch
                  label={t`${name}: push`}
                  hideLabel
                  checked={setting.push}
                  disabled={!online}
                  onChange={(on) => onSwitch(setting.kind, 'push', on)}
                />
              </span>
              <span className={styles.cell}>
                <Switch
                  label={t`${name}: email`}
                  hideLabel
                  checked={emailAvailable && setting.email}
                  disabled={!online || setting.email_locked || !emailAvailable}
                  onChange={(on) => onSwitch(setting.kind, 'email', on)}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {locked ? (
        <p className={styles.muted}>{t`Security emails always go, so you can act at once if a sign-in or a change was not yours.`}</p>
      ) : null}
      {refusal === null ? null : (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </Card>
  );
}
