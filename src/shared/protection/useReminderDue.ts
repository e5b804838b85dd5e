import { useEffect, useState } from 'react';
import { minutesOf, msUntilReminder, VisibleTime } from './visible-time';

const isVisible = () => document.visibilityState === 'visible';

export interface ReminderDue {
  /** The minutes of use to remind of, or null while no reminder is due. */
  dueMinutes: number | null;
  /** The user answered the reminder: the next one falls `everyMinutes` of use later. */
  answer: () => void;
}

/**
 * When the session reminder falls due: every `everyMinutes` of visible time (null: no reminder). The count starts
 * when the hook mounts (the app's start, or the sign-in) and follows the page's visibility all along; the timer only
 * runs while the app is visible, and a changed interval applies from the last answer.
 */
export function useReminderDue(everyMinutes: number | null): ReminderDue {
  const [clock] = useState(() => new VisibleTime(() => Date.now(), isVisible()));
  const [visible, setVisible] = useState(isVisible);
  const [answeredAt, setAnsweredAt] = useState(0);
  const [dueMinutes, setDueMinutes] = useState<number | null>(null);

  useEffect(() => {
    const follow = () => {
      clock.setVisible(isVisible());
      setVisible(isVisible());
    };
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [clock]);

  useEffect(() => {
    if (everyMinutes === null || dueMinutes !== null || !visible) return;
    const timer = setTimeout(() => setDueMinutes(minutesOf(clock.used())), msUntilReminder(clock.used(), answeredAt, everyMinutes));
    return () => clearTimeout(timer);
  }, [clock, everyMinutes, dueMinutes, visible, answeredAt]);

  return {
    dueMinutes,
    answer: () => {
      setAnsweredAt(clock.used());
      setDueMinutes(null);
    },
  };
}
