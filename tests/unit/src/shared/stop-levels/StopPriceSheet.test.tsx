import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStopPrice } from '@common/api/trade';
import { StopPriceSheet } from '../../../../../src/shared/stop-levels/StopPriceSheet';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { order } from '../../features/orders/fixtures';

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));

afterEach(() => vi.mocked(api).mockReset());

const sheet = (shown = order(7)) =>
  renderScreen(() => <StopPriceSheet order={shown} tag="en" onClose={() => undefined} onSaved={() => undefined} />);

/** What the sheet sent to set_stop_price, once it did. */
async function sent(): Promise<unknown> {
  await waitFor(() => expect(vi.mocked(api)).toHaveBeenCalled());
  const [endpoint, input] = vi.mocked(api).mock.calls[0]!;
  expect(endpoint).toBe(setStopPrice);
  return input;
}

describe('the stop-loss and take-profit sheet', () => {
  it('drops its refusal as soon as the field is corrected (issue 19, item 9)', async () => {
    // A buy at 67,000: a stop-loss above the price is refused before anything is sent.
    sheet();
    const stopLoss = await screen.findByRole('textbox', { name: 'Stop-loss' });
    fireEvent.change(stopLoss, { target: { value: '68000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('For a buy, the stop-loss must be below the current price');
    expect(vi.mocked(api)).not.toHaveBeenCalled();
    fireEvent.change(stopLoss, { target: { value: '66000' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Leave a field empty to remove that level.')).toBeTruthy();
  });

  it('sends a fixed stop-loss, and no trailing distance for an order that does not trail', async () => {
    sheet();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stop-loss' }), { target: { value: '66000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent()).toEqual({ id: 7, stop_loss_price: '66000', target_profit_price: '0' });
  });
});

describe("the stop sheet's trailing stop (issue 35)", () => {
  it('starts a trailing stop: the distance replaces the stop-loss, whose level the sheet says the server moves', async () => {
    sheet();
    fireEvent.click(await screen.findByRole('switch', { name: 'Trailing stop' }));
    expect(screen.queryByRole('textbox', { name: 'Stop-loss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the trailing distance');
    fireEvent.change(screen.getByRole('textbox', { name: 'Trailing distance' }), { target: { value: '300' } });
    // The starting level is its own left-to-right span inside the sentence.
    const level = screen.getByText('66,700.00');
    expect(level.parentElement?.textContent).toBe('Stop-loss: 66,700.00 now, moved by the server as the price moves your way.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent()).toEqual({ id: 7, stop_loss_price: '66700.00', trailing_distance: '300', target_profit_price: '0' });
  });

  it('keeps the level the server moved when only the take-profit changes', async () => {
    sheet(order(8, { TrailingDistance: '500.00', TargetLossPrice: '66800.00' }));
    const on = await screen.findByRole('switch', { name: 'Trailing stop' });
    expect((on as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Trailing distance' }).value).toBe('500.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Take-profit' }), { target: { value: '69000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent()).toEqual({ id: 8, stop_loss_price: '66800.00', target_profit_price: '69000' });
  });

  it('turned off, sends 0 and the stop-loss the field holds (the level it had reached)', async () => {
    sheet(order(8, { TrailingDistance: '500.00', TargetLossPrice: '66800.00' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Trailing stop' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' }).value).toBe('66800.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sent()).toEqual({ id: 8, stop_loss_price: '66800.00', target_profit_price: '0', trailing_distance: '0' });
  });
});
