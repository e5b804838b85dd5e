import { endpoint } from './endpoint';
import type * as input from './input/security-sessions';

// The user's devices and sessions (issue 33): each session with where it came from, "this device" marked, and ending
// one or all the others. Real accounts only (a demo account: 2001). Ending sessions is sensitive: with a second
// factor on, it sends a step-up token of kind end_sessions, and without a valid one answers 9002 and ends nothing.

export interface SessionListItem {
  /** The session's number, to end it by. */
  id: number;
  /** The PWA's device id the session signed in from; null for a client that sends none. */
  device_id: string | null;
  /** The browser's user agent, which the screen names ("Safari on iOS", common/device-name.ts). */
  user_agent: string | null;
  /** The address it signed in from. No place is given: Meridian ships no GeoIP database. */
  address: string | null;
  /** Epoch ms: the sign-in. */
  created_at: number;
  /** Epoch ms: its last use (kept to the minute). */
  last_seen_at: number;
  /** The session of this device, the one asking. */
  current: boolean;
}

export const getSessions = endpoint<SessionListItem[]>()({ method: 'GET', path: '/api/security/sessions', auth: true });

/** Ends the session `id`, or with `all_others` every session but this one; answers how many ended. */
export const endSessions = endpoint<{ ended: number }, typeof input.endSessions>()({
  method: 'POST',
  path: '/api/security/sessions/end',
  auth: true,
});
