import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forexDetail, submitOrder } from '@common/api/trade';
import { ContractForm } from '../../../../../src/features/trade/ContractForm';
import { api } from '../../../../../src/lib/http/api';
import { liveQuoteAtom } from '../../../../../src/shared/market';
import { oneTapTradingAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { toast } from '../../../../../src/ui';
import { renderScreen } from '../../render-screen';
import { instrument } from './fixtures';

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const item = instrument();

const account = {
  balance: '1000.00',
  lockBalance: '0.00',
  ProfitsTotal: '0.00',
  CautionMoneyAll: '0.00',
  Equity: '1000.00',
  HazardRate: '0.00',
  PrepaymentRatio: '0',
  TradeFeeType: 1,
};

const calls = (endpoint: unknown) => call.mock.calls.filter(([called]) => called === endpoint);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint) => {
    if (endpoint === forexDetail) return Promise.resolve(account);
    if (endpoint === submitOrder) return Promise.resolve({ Id: 1 });
    return Promise.reject(new Error('not expected'));
  });
});

function freeMarginAfter(): string | null {
  return screen.getByText('Free margin after (USD)').nextElementSibling?.textContent ?? null;
}

describe('the contract order form', () => {
  it('previews the free margin left from the contract account in the cache', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    // 0.01 lot at 67000 and ×2: 335.00 of margin, a fee of lots × rate (under a cent); 1000.00 - 335.00 left.
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    expect(calls(forexDetail)).toHaveLength(1);
  });

  it('follows a live price in its preview, once the frame showing the price has been drawn', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    // 0.01 lot at 68000 and ×2: 340.00 of margin, 660.00 left.
    act(() => store.set(liveQuoteAtom(item.Code), { close: '68000', change: '1.49' }));
    await waitFor(() => expect(freeMarginAfter()).toBe('660.00'));
    act(() => store.set(liveQuoteAtom(item.Code), null));
  });

  it('places a buy once, keyed, and reads the account again afterwards', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    // One-tap trading is off by default: the order waits for a confirmation, and nothing is sent before it.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/0\.01 lots/);
    expect(calls(submitOrder)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy' })[0]!);
    await waitFor(() => expect(calls(forexDetail)).toHaveLength(2));
    expect(calls(submitOrder)).toHaveLength(1);
    const options = calls(submitOrder)[0]?.[2];
    expect(options?.idempotencyKey).toMatch(/\w/);
  });

  it('sends at the first tap with one-tap trading on, and sends nothing when the confirmation is cancelled', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(submitOrder)).toHaveLength(0);
    act(() => store.set(oneTapTradingAtom, true));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(calls(submitOrder)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    store.set(oneTapTradingAtom, false);
  });

  it('disables Buy and Sell and says why when the order needs more than the free margin (issue 19, item 6)', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === forexDetail ? Promise.resolve({ ...account, balance: '100.00' }) : Promise.reject(new Error('not expected')),
    );
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toMatch(/^-235\.\d\d$/));
    const buy = screen.getByRole('button', { name: 'Buy' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sell' }).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(
      /Not enough free margin: this order needs 335\.\d\d USD and 100\.00 USD is free/,
    );
    expect(document.getElementById(buy.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/Not enough free margin/);
    fireEvent.click(buy);
    expect(calls(submitOrder)).toHaveLength(0);
  });

  it('says at once where each ticked stop must be for a buy and a sell, one price step from the close (issue 19, item 9)', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stop-loss' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take-profit' }));
    // Both start at the close, which neither direction accepts: the rule is shown before any tap, as a problem.
    const note = (name: string) => document.getElementById(screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '');
    expect(note('Stop-loss')?.textContent).toBe('Buy: 66,999.99 or lower · Sell: 67,000.01 or higher');
    expect(note('Take-profit')?.textContent).toBe('Buy: 67,000.01 or higher · Sell: 66,999.99 or lower');
    expect(note('Stop-loss')?.className).toMatch(/stopHintBad/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop-loss' }), { target: { value: '66000' } });
    expect(note('Stop-loss')?.className).not.toMatch(/stopHintBad/);
    expect(note('Take-profit')?.className).toMatch(/stopHintBad/);
  });

  it('shows a guest no account figures and sends nothing for them', async () => {
    store.set(sessionAtom, null);
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await screen.findByText('Free margin after (USD)');
    expect(freeMarginAfter()).toBe('--');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(calls(submitOrder)).toHaveLength(0);
    expect(calls(forexDetail)).toHaveLength(0);
  });
});

describe('the contract order ticket and its optional fields (issue 35)', () => {
  const line = (name: string) => screen.getByText(name).nextElementSibling?.textContent ?? null;

  it('says the spread is none, where the position alone is stopped out, and what each stop would realise', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    expect(line('Spread')).toBe('None, one price for buy and sell');
    // Cash 1000.00, margin 335.00 at ×2, fee 0.00 (under a cent): a buy stops out 83,250 below, a sell above.
    expect(line('Stop-out price of this position alone')).toBe('Buy -- · Sell 150,250.00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stop-loss' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop-loss' }), { target: { value: '66000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take-profit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Take-profit' }), { target: { value: '69500' } });
    // 0.01 BTC: 1000 down is -10.00 for the buy the stop-loss fits, 2500 up +25.00.
    expect(line('At the stop-loss (USD)')).toBe('Buy: -10.00');
    expect(line('At the take-profit (USD)')).toBe('Buy: +25.00');
    // Recomputed with the live price: at 68000 the stop-loss is 2000 below.
    act(() => store.set(liveQuoteAtom(item.Code), { close: '68000', change: '1.49' }));
    await waitFor(() => expect(line('At the stop-loss (USD)')).toBe('Buy: -20.00'));
    act(() => store.set(liveQuoteAtom(item.Code), null));
  });

  it('sends the price seen with a market order, and the trailing distance and maximum deviation when set', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    store.set(oneTapTradingAtom, true);
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Trailing distance' }), { target: { value: '150' } });
    expect(screen.getByText(/^Starts at:/).textContent).toBe('Starts at: buy 66,850.00 · sell 67,150.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum price deviation' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(calls(submitOrder)).toHaveLength(1));
    expect(calls(submitOrder)[0]?.[1]).toMatchObject({
      status: 1,
      seen_price: '67000.00',
      trailing_distance: '150',
      max_deviation: '20',
    });
    expect(calls(submitOrder)[0]?.[1]).not.toHaveProperty('expire_at');
    store.set(oneTapTradingAtom, false);
  });

  it('refuses a pending order expiring in the past and sends one expiring within six months', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    store.set(oneTapTradingAtom, true);
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(freeMarginAfter()).toBe('665.00'));
    fireEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Until a date' }));
    const when = screen.getByLabelText('Expires at');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(calls(submitOrder)).toHaveLength(0);
    expect(toast.getSnapshot().map((shown) => shown.message)).toContain('The expiry has already passed');
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const two = (value: number) => String(value).padStart(2, '0');
    const text = `${String(soon.getFullYear())}-${two(soon.getMonth() + 1)}-${two(soon.getDate())}T${two(soon.getHours())}:${two(soon.getMinutes())}`;
    fireEvent.change(when, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(calls(submitOrder)).toHaveLength(1));
    const sent = calls(submitOrder)[0]?.[1];
    expect(sent).toMatchObject({ status: 0, expire_at: new Date(text).getTime() });
    expect(sent).not.toHaveProperty('seen_price');
    store.set(oneTapTradingAtom, false);
    toast.clear();
  });
});
