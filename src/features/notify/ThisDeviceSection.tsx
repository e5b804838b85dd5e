import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ApiCallError } from '@/lib/http/errors';
import { useOnline } from '@/lib/useOnline';
import { Badge, Button, Card } from '@/ui';
import { PushNotAllowed } from './device-push';
import type { ThisDevicePush } from './useThisDevicePush';
import styles from './NotifySettings.module.css';

/**
 * Push on this device: turned on only by the user's tap, and off again; or why it cannot be: an iPhone or iPad
 * not running Meridian from the Home Screen (how to add it), notifications blocked (where to allow them), or a
 * browser without push.
 */
export function ThisDeviceSection({ push }: { push: ThisDevicePush }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid="this-device-push" data-state={stateOf(push)}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t`Notifications on this device`}
        </h2>
        {push.support === 'available' && push.on ? <Badge tone="good">{t`On`}</Badge> : null}
      </div>
      <ThisDeviceBody push={push} />
    </Card>
  );
}

function ThisDeviceBody({ push }: { push: ThisDevicePush }) {
  const { t } = useLingui();
  const online = useOnline();
  const installIntro = t`On iPhone and iPad, notifications work only when Meridian is added to the Home Screen and opened from there.`;
  switch (push.support) {
    case 'install':
      return (
        <>
          <p className={styles.muted}>{installIntro}</p>
          <ol className={styles.steps}>
            <li>{t`In Safari, tap Share.`}</li>
            <li>{t`Tap Add to Home Screen, then Add.`}</li>
            <li>{t`Open Meridian from its icon on the Home Screen, and come back to this screen to turn notifications on.`}</li>
          </ol>
        </>
      );
    case 'unsupported':
      return (
        <p className={styles.muted}>{t`This browser cannot show notifications from Meridian. Your inbox still records everything.`}</p>
      );
    case 'blocked':
      return (
        <p className={styles.warning}>
          {t`Notifications are blocked for Meridian in this browser. To allow them, open the browser's settings for this site, set Notifications to Allow, then come back to this screen.`}
        </p>
      );
    case 'available':
      // Until this browser's subscription is read, the button waits: it would offer "on" to a device already on.
      if (!push.known) return <Button block loading aria-label={t`Turn on notifications on this device`} />;
      return (
        <>
          <p className={styles.muted}>
            {push.on
              ? t`This device receives your notifications, also when Meridian is closed.`
              : t`Get your notifications on this device, also when Meridian is closed.`}
          </p>
          {push.on ? (
            <Button variant="secondary" block disabled={!online} loading={push.busy} onClick={push.turnOff}>
              {t`Turn off on this device`}
            </Button>
          ) : (
            <Button block disabled={!online} loading={push.busy} onClick={push.turnOn}>
              {t`Turn on notifications on this device`}
            </Button>
          )}
          <FailureText failure={push.failure} />
        </>
      );
  }
}

/** What the section shows, for the tests and the eye: on, off, checking, or why push cannot be. */
function stateOf(push: ThisDevicePush): string {
  if (push.support !== 'available') return push.support;
  if (!push.known) return 'checking';
  return push.on ? 'on' : 'off';
}

/** Why the last try did not work: not allowed at the question, the server's refusal, or the browser's failure. */
function FailureText({ failure }: { failure: unknown }) {
  const { t } = useLingui();
  if (failure === null || failure === undefined) return null;
  // Denied is shown as blocked, with the way to undo it; only a question left unanswered is told here.
  if (failure instanceof PushNotAllowed && failure.permission === 'denied') return null;
  const text =
    failure instanceof PushNotAllowed
      ? t`Notifications were not allowed. Tap the button to be asked again.`
      : failure instanceof ApiCallError
        ? failure.message
        : t`This device could not be set up for notifications. Please try again.`;
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  );
}
