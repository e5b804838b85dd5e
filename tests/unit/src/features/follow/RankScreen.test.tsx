import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RankItem } from '@common/api/follow';
import { RankScreen } from '../../../../../src/features/follow/RankScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// The ranking exactly as the spec has it: a card list with rank numbers, a tap shows the coming-soon dialog, an
// empty list shows the coming-soon empty state.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const item = (rank: number, nickname: string, overrides: Partial<RankItem> = {}): RankItem => ({
  rank,
  user: { id: rank * 10, trader_id: rank, nickname, avatar: '', is_simulated: true },
  multiple: 100,
  three_week_rate: '0.25',
  three_week_win: '0.55',
  three_week_profit: '410.00',
  total_rate: '0.4',
  total_trade_num: 31,
  code: 'EUR/USD',
  risk_score: 3,
  accepts_followers: true,
  ...overrides,
});

beforeEach(() => {
  call.mockReset();
  store.set(sessionAtom, null);
  store.set(localeAtom, 'en');
});

describe('the ranking', () => {
  it('lists the traders with their rank numbers and figures, for guests too', async () => {
    call.mockResolvedValue({ data: [item(1, 'Trend Rider'), item(2, 'Mean Reverter')], total: 2 });
    renderScreen(() => <RankScreen />, '/rank');
    const cards = await screen.findAllByTestId('rank-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Rank 1');
    expect(cards[0]!.textContent).toContain('Trend Rider');
    expect(cards[0]!.textContent).toContain('+25.00%');
    expect(cards[0]!.textContent).toContain('55.00%');
    expect(cards[1]!.textContent).toContain('Rank 2');
  });

  it('shows only the coming-soon dialog when a card is tapped', async () => {
    call.mockResolvedValue({ data: [item(1, 'Trend Rider')], total: 1 });
    renderScreen(() => <RankScreen />, '/rank');
    fireEvent.click(await screen.findByRole('button', { name: /Trend Rider/ }));
    expect(await screen.findByRole('dialog', { name: 'Coming soon' })).toBeTruthy();
  });

  it('shows the coming-soon empty state when nobody is ranked', async () => {
    call.mockResolvedValue({ data: [], total: 0 });
    renderScreen(() => <RankScreen />, '/rank');
    expect(await screen.findByText('Coming soon')).toBeTruthy();
  });

  // Issue 41, defects 8 and 10.
  it('is asked again in a new language: the server writes the simulated traders in the reader language', async () => {
    call.mockResolvedValue({ data: [item(1, 'Trend Rider (simulated)')], total: 1 });
    renderScreen(() => <RankScreen />, '/rank');
    await screen.findByTestId('rank-card');
    expect(call).toHaveBeenCalledTimes(1);
    act(() => store.set(localeAtom, 'ar'));
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });

  it('leaves the name the width of the card: the simulated mark sits on the line under it, beside the instrument', async () => {
    call.mockResolvedValue({ data: [item(1, 'Breakout Hunter (simulated)')], total: 1 });
    renderScreen(() => <RankScreen />, '/rank');
    const card = await screen.findByTestId('rank-card');
    const mark = within(card).getByText('Simulated');
    expect(mark.parentElement?.textContent).toContain('EUR/USD');
    // The name is isolated in a block that keeps the screen's direction, so in Arabic it sits beside its avatar.
    const name = within(card).getByText('Breakout Hunter (simulated)');
    expect(name.tagName).toBe('BDI');
    expect(name.closest('[dir]')).toBeNull();
  });

  it("shows each trader's risk score, and says when one takes no new followers", async () => {
    call.mockResolvedValue({
      data: [item(1, 'Trend Rider'), item(2, 'Wild One', { risk_score: 9, accepts_followers: false })],
      total: 2,
    });
    renderScreen(() => <RankScreen />, '/rank');
    const cards = await screen.findAllByTestId('rank-card');
    expect(within(cards[0]!).getByTestId('risk-score').textContent).toBe('Risk 3/10');
    expect(within(cards[0]!).queryByTestId('not-taking-followers')).toBeNull();
    expect(within(cards[1]!).getByTestId('risk-score').textContent).toBe('Risk 9/10');
    expect(within(cards[1]!).getByTestId('not-taking-followers').textContent).toBe('Not taking new followers');
  });
});
