import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TraderScreen } from '../../../../../src/features/follow/TraderScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { traderDetail } from './fixtures';
import { renderRouted, whereNow } from '../../render-screen';

// A trader's page with the HTTP client replaced: a guest's Follow leads to log in and back to the follow settings of
// this trader, the screen the tap opens (issue 41, defect 9), not to the trader's page.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue(traderDetail());
  store.set(sessionAtom, null);
  store.set(localeAtom, 'en');
});

describe("a trader's page", () => {
  it("sends a guest's Follow to log in, back to the follow settings", async () => {
    const { router } = renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await vi.waitFor(() => expect(whereNow(router)).toEqual({ pathname: '/login', search: { from: '/follow/submit?id=7' } }));
  });

  it('writes a Latin nickname isolated, in a block that keeps the screen direction (beside its avatar in Arabic)', async () => {
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    const name = await screen.findByText('Trend Rider');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('[dir]')).toBeNull();
  });
});
