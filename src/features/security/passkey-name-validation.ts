import { PASSKEY_NAME_MAX_LENGTH, registerPasskey } from '@common/api/input/passkeys';

// A new passkey's name: what the user types, checked by the rule the server checks it with (1 to 64 characters once
// trimmed, no control characters), and a first suggestion from the device it is made on. A form check, so it may run
// the server's schema (eslint.config.js's FORM_CHECKS).

export { PASSKEY_NAME_MAX_LENGTH };

/** The name to send, trimmed, or null when the server would refuse it. */
export function passkeyNameToSend(typed: string): string | null {
  const checked = registerPasskey.shape.name.safeParse(typed);
  return checked.success ? checked.data : null;
}

/** The suggested name (the device in words, "Safari on iOS"), cut to what a name may hold. */
export function suggestedPasskeyName(device: string): string {
  return device.slice(0, PASSKEY_NAME_MAX_LENGTH);
}
