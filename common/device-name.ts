import Bowser from 'bowser';

// A device as a person recognises it ("Safari", "iOS"), read from its user agent with bowser, for the sessions
// screen, the security log and the new-sign-in email. The parts are product names, the same in every language;
// the sentence around them ("{browser} on {system}") is the caller's, in the reader's language.

export interface DeviceName {
  /** The browser or app, e.g. "Chrome"; null when the user agent does not say. */
  browser: string | null;
  /** The operating system, e.g. "Android"; null when the user agent does not say. */
  system: string | null;
}

export function deviceNameOf(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}
