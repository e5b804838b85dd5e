import { fireEvent, screen, within } from '@testing-library/react';
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

describe("a trader's figures per period (issue 36)", () => {
  it("shows the 30 days at first, and the chosen period's figures and chart on a tap", async () => {
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    const figures = await screen.findByTestId('period-stats');
    const figure = (id: string) => within(figures).getByTestId(id).textContent;
    expect(screen.getByRole('radio', { name: '30d' }).getAttribute('aria-checked')).toBe('true');
    expect(figure('period-rate')).toBe('+5.00%');
    expect(figure('period-sharpe')).toBe('1.23');
    expect(figure('period-holding')).toBe('3 h 20 min');
    expect(screen.getByTestId('equity-chart').getAttribute('aria-label')).toContain('last 30 days');

    fireEvent.click(screen.getByRole('radio', { name: '7d' }));
    expect(figure('period-rate')).toBe('+1.00%');
    expect(figure('period-profit')).toBe('+20.00');
    expect(figure('period-trades')).toBe('3');
    expect(figure('period-holding')).toBe('45 min');
    expect(screen.getByTestId('equity-chart').getAttribute('aria-label')).toContain('last 7 days');

    fireEvent.click(screen.getByRole('radio', { name: '90d' }));
    expect(figure('period-rate')).toBe('+15.00%');
    expect(figure('period-drawdown')).toBe('8.00%');
    expect(figure('period-holding')).toBe('2 d 4 h');

    fireEvent.click(screen.getByRole('radio', { name: 'All time' }));
    expect(figure('period-profit')).toBe('+1,520.40');
    expect(figure('period-followers-profit')).toBe('+35.10');
  });

  it('shows the followers, the money they allocate, and the risk score with its bands', async () => {
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    expect((await screen.findByTestId('followers-count')).textContent).toBe('3');
    expect(screen.getByTestId('followers-allocation').textContent).toBe('2,500.00 USD');
    expect(screen.getByTestId('risk-score').textContent).toBe('Risk 4/10');
    fireEvent.click(screen.getByRole('button', { name: 'How is risk scored?' }));
    const help = await screen.findByTestId('risk-help');
    const bands = within(help)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bands).toHaveLength(10);
    expect(bands[0]).toBe('1: daily returns vary by less than 0.25 %');
    expect(bands[1]).toBe('2: from 0.25 % to less than 0.5 %');
    expect(bands[9]).toBe('10: 6 % or more');
    expect(help.textContent).toContain('Traders at 8 or above take no new followers');
    expect(help.textContent).toContain('varied by 1.23 % over 60 days');
  });
});

describe('a trader who takes no new followers', () => {
  it('disables Follow at risk 8 or above, saying why', async () => {
    call.mockResolvedValue(traderDetail({ risk_score: 8, accepts_followers: false }));
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect((follow as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('not-taking-followers').textContent).toBe('Not taking new followers: risk 8 or above');
  });

  it('says a simulated trader is followed from the demo account', async () => {
    call.mockResolvedValue(traderDetail({ is_simulated: true, risk_score: 3, accepts_followers: false }));
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect((follow as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('not-taking-followers').textContent).toBe('Simulated traders can be followed from the demo account');
    expect(screen.getByText('Simulated')).toBeTruthy();
  });

  it('still lets a follower change their settings', async () => {
    call.mockResolvedValue(traderDetail({ is_followed: 1, risk_score: 9, accepts_followers: false }));
    renderRouted(() => <TraderScreen id={7} />, '/follow/trader?id=7');
    const change = await screen.findByRole('button', { name: 'Following: change settings' });
    expect((change as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('not-taking-followers')).toBeNull();
  });
});
