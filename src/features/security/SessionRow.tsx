import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SessionListItem } from '@common/api/security-sessions';
import { useDateTime } from '@/lib/useFormat';
import { useDeviceText } from '@/shared/security';
import { Badge, Button, Card } from '@/ui';
import styles from './Security.module.css';

interface SessionRowProps {
  session: SessionListItem;
  /** Signing out is not possible now (offline, or another ending on its way). */
  disabled: boolean;
  /** Its ending is on its way. */
  ending: boolean;
  onSignOut: () => void;
}

/**
 * One signed-in session: the device from its user agent, the address it signed in from, when it signed in and when
 * it was last active; this device marked, and every other one with its own "Sign out".
 */
export function SessionRow({ session, disabled, ending, onSignOut }: SessionRowProps) {
  const { t } = useLingui();
  const nameId = useId();
  const deviceText = useDeviceText();
  const time = useDateTime();
  const device = deviceText(session.user_agent);
  return (
    <li>
      <Card as="article" aria-labelledby={nameId} data-testid="session" data-current={session.current || undefined}>
        <div className={styles.sectionHead}>
          <h2 id={nameId} className={styles.itemName}>
            <bdi>{device}</bdi>
          </h2>
          {session.current ? <Badge tone="good">{t`This device`}</Badge> : null}
        </div>
        <dl className={styles.facts}>
          <dt>{t`Address`}</dt>
          <dd>
            {session.address === null ? (
              t`Unknown address`
            ) : (
              <span className="num" dir="ltr">
                {session.address}
              </span>
            )}
          </dd>
          <dt>{t`Signed in at`}</dt>
          <dd className="num">
            <time dateTime={new Date(session.created_at).toISOString()}>{time(session.created_at)}</time>
          </dd>
          <dt>{t`Last active`}</dt>
          <dd className="num">
            <time dateTime={new Date(session.last_seen_at).toISOString()}>{time(session.last_seen_at)}</time>
          </dd>
        </dl>
        {session.current ? null : (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="s"
              disabled={disabled}
              loading={ending}
              onClick={onSignOut}
              aria-label={t`Sign out ${device}`}
            >
              {t`Sign out`}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
