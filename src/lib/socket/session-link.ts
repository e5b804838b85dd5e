// The socket follows the app's session: logged in with the stored token at start, again whenever the token
// changes (including from another tab, through storage events), and logged out on sign-out. Kept apart from the
// jotai store so the rule can be tested without a browser.

export interface SessionSource {
  token(): string | null;
  onChange(listener: () => void): void;
  onSignedOut(listener: () => void): void;
}

export interface SessionTarget {
  login(token: string): void;
  logout(): void;
}

export function linkSession(source: SessionSource, target: SessionTarget): void {
  let current: string | null = null;
  const follow = (): void => {
    const next = source.token();
    if (next === current) return;
    current = next;
    if (next === null) target.logout();
    else target.login(next);
  };
  follow();
  source.onChange(follow);
  source.onSignedOut(() => {
    current = null;
    target.logout();
  });
}
