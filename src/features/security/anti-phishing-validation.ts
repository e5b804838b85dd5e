import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN } from '@common/safeguards';
import { setAntiPhishingCode } from '@common/api/input/safeguards';

// The anti-phishing code the user types, checked by the rule the server checks it with (4 to 32 characters once
// trimmed, one line, no control characters). A form check, so it may run the server's schema (eslint.config.js's
// FORM_CHECKS). Clearing the code is its own button: the form never sends an empty code.

export { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN };

/** The code to send, trimmed, or null when it is empty or the server would refuse it. */
export function antiPhishingCodeToSend(typed: string): string | null {
  const checked = setAntiPhishingCode.shape.code.safeParse(typed);
  return checked.success && checked.data !== '' ? checked.data : null;
}
