// Invitation links have the form origin + /#/register?invite_code=… (spec section 2). The app routes on real
// paths, so such a hash route is turned into the path it names before the router starts.

export function pathFromLegacyHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const target = hash.slice(1);
  return target.startsWith('//') ? null : target;
}

export function upgradeLegacyHashUrl(): void {
  const target = pathFromLegacyHash(window.location.hash);
  if (target) window.history.replaceState(null, '', target);
}
