// The invite link as the spec gives it: origin + /#/register?invite_code=... (the app upgrades the hash form to
// /register on arrival, see src/lib/legacy-hash.ts).

export function inviteLink(origin: string, code: string): string {
  return `${origin}/#/register?invite_code=${encodeURIComponent(code)}`;
}
