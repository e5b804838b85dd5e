import type { Session } from './instrument-data';

// When each kind of instrument trades (UTC): forex and metals from Sunday 22:00 to Friday 22:00; energy the same
// with a daily break from 21:00 to 22:00; crypto always, so a demo works at weekends.

const HOUR = 60 * 60 * 1000;

export function isOpen(session: Session, ms: number): boolean {
  if (session === 'crypto') return true;
  const date = new Date(ms);
  const day = date.getUTCDay();
  const hour = date.getUTCHours();
  const weekend = (day === 5 && hour >= 22) || day === 6 || (day === 0 && hour < 22);
  if (weekend) return false;
  if (session === 'energy' && hour === 21) return false;
  return true;
}

/** The next moment at or after `ms` when the session is open (searching at most 3 days ahead, hour by hour). */
export function nextOpen(session: Session, ms: number): number {
  if (isOpen(session, ms)) return ms;
  let candidate = Math.ceil(ms / HOUR) * HOUR;
  for (let step = 0; step < 72 && !isOpen(session, candidate); step += 1) candidate += HOUR;
  return candidate;
}
