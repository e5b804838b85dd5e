import { useLingui } from '@lingui/react/macro';
import { SESSION_REMINDER_MAX, SESSION_REMINDER_MIN } from '@common/protection';
import { sanitizeDecimalInput } from '@/ui';
import { ChangeSheet } from './ChangeSheet';
import { reminderMinutesValid } from './limits-validation';

/** Sets, changes or turns off the session reminder (issue 38): every so many minutes of use. */
export function ReminderSheet({
  current,
  busy,
  onSave,
  onClose,
}: {
  /** The minutes in force now; null: none. */
  current: number | null;
  busy: boolean;
  /** The new minutes; '' turns the reminder off. */
  onSave: (minutes: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const min = SESSION_REMINDER_MIN;
  const max = SESSION_REMINDER_MAX;
  return (
    <ChangeSheet
      onClose={onClose}
      title={t`Session reminder`}
      label={t`Remind me every (minutes)`}
      hint={t`From ${min} to ${max} minutes of use`}
      current={current === null ? null : String(current)}
      inputMode="numeric"
      clean={(typed) => sanitizeDecimalInput(typed, 0)}
      problemOf={(typed) => (reminderMinutesValid(typed) ? undefined : t`Enter a whole number of minutes from ${min} to ${max}`)}
      removeLabel={t`Turn off`}
      busy={busy}
      onSave={onSave}
    />
  );
}
