import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, onSignedOut } from '../../../../src/lib/session';
import { sessionAtom, store } from '../../../../src/lib/store';

// Item 10 of issue 19: a sign-out in one tab reaches every tab. The other tabs hear it as the shared session's
// storage event; here a tab is given that event as the browser would deliver it.

const stored = (token: string) => JSON.stringify({ token, user: null });

function otherTabWrote(oldValue: string | null, newValue: string | null, key = 'meridian.session'): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

describe('following the other tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    store.set(sessionAtom, null);
  });

  it('a sign-out elsewhere signs this tab out: its data goes and the shown page is checked again', () => {
    store.set(sessionAtom, { token: 'alice', user: null });
    const changed = vi.fn();
    const signedOut = vi.fn();
    stops.push(followOtherTabs(changed), onSignedOut(signedOut));
    otherTabWrote(stored('alice'), 'null');
    expect(store.get(sessionAtom)).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('a sign-in as someone else drops the old session and takes the new one', () => {
    store.set(sessionAtom, { token: 'alice', user: null });
    const changed = vi.fn();
    const signedOut = vi.fn();
    stops.push(followOtherTabs(changed), onSignedOut(signedOut));
    otherTabWrote(stored('alice'), stored('bob'));
    expect(store.get(sessionAtom)?.token).toBe('bob');
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('other keys, and a session rewritten with the same token (a refreshed profile), change nothing', () => {
    store.set(sessionAtom, { token: 'alice', user: null });
    const changed = vi.fn();
    stops.push(followOtherTabs(changed));
    otherTabWrote('"en"', '"de"', 'meridian.locale');
    otherTabWrote(stored('alice'), stored('alice'));
    expect(changed).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)?.token).toBe('alice');
  });
});
