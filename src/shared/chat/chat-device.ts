const KEY = 'meridian.chat-device';
const SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * The key a guest's support conversation is kept under: random, made once per browser and kept in localStorage.
 * It is the guest's only key to their conversation, so it is longer than the demo account's device id and never
 * sent in an address (the chat's calls carry it in their bodies).
 */
export function chatDeviceId(): string {
  const existing = localStorage.getItem(KEY);
  if (existing && SHAPE.test(existing)) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  localStorage.setItem(KEY, made);
  return made;
}
