import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTradeList } from '@common/api/market';
import { getTickProof } from '@common/api/ticks';
import { closeOrder, type ForexOrder } from '@common/api/trade';
import { CODE } from '@common/envelope';
import { OrderDetail } from '../../../../../src/features/orders/OrderDetail';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { queryClient } from '../../../../../src/lib/query';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { order } from './fixtures';

// Issue 35, "partial close from the detail popup": lots from the minimum to what leaves the minimum open, on the lot
// step, or the whole; refused in the form by the server's own rule; confirmed, then sent with the price seen.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const BTC = { Id: 13, Code: 'BTCUSDT', ShowCode: 'BTC/USDT', Pip: '0.01', ForexMinCont: '0.02', PricePrecision: 2 };
const position = order(7, { Quantity: '0.10', OpenedQuantity: '0.10', UpdatePrice: '67010.00' });
const left = order(7, { Quantity: '0.05', OpenedQuantity: '0.10', UpdatePrice: '67010.00' });

beforeEach(() => {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === getTradeList) return [BTC];
    if (endpoint === closeOrder) return left;
    // The detail's price proof (issue 37): nothing signed yet.
    if (endpoint === getTickProof) return Promise.reject(new ApiCallError(CODE.NO_TICK_PROOF, 'Not signed yet'));
    return {};
  });
});
afterEach(() => queryClient.clear());

function detail(shown: ForexOrder = position): { closed: ForexOrder[]; refused: unknown[] } {
  const outcome = { closed: [] as ForexOrder[], refused: [] as unknown[] };
  renderScreen(() => (
    <OrderDetail
      open
      order={shown}
      tag="en"
      onClose={() => undefined}
      partClose={{ onClosed: (answer) => outcome.closed.push(answer), onRefused: (error) => outcome.refused.push(error) }}
    />
  ));
  return outcome;
}

describe('closing part of a position from its detail', () => {
  it('starts at the minimum and says the range', async () => {
    detail();
    const lots = await screen.findByRole('textbox', { name: 'Lots to close' });
    expect((lots as HTMLInputElement).value).toBe('0.02');
    expect(screen.getByText('From 0.02 to 0.08 lots, or all 0.10 lots')).toBeTruthy();
  });

  it('refuses, before sending, a part that leaves less than the minimum open', async () => {
    detail();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Lots to close' }), { target: { value: '0.09' } });
    expect(screen.getByRole('alert').textContent).toBe('At least 0.02 lots must stay open: close 0.08 lots at most, or the whole position');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Close 0.09 lots' }).disabled).toBe(true);
  });

  it('confirms, then sends the lots and the price seen, and hands the answer back', async () => {
    const outcome = detail();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Lots to close' }), { target: { value: '0.05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close 0.05 lots' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close 0.05 of 0.10 lots?' });
    expect(within(confirm).getByText('BTC/USDT: 0.05 lots stay open.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(outcome.closed).toEqual([left]));
    const [[, input, options]] = callsTo(call, closeOrder) as [[unknown, unknown, { idempotencyKey?: string }]];
    expect(input).toEqual({ id: 7, lots: '0.05', seen_price: '67010.00' });
    // A close moves money: it carries an Idempotency-Key, so a retry after a lost answer closes nothing twice.
    expect(options.idempotencyKey).toMatch(/.+/);
  });

  it('closes the whole with "All lots", asked as a whole close', async () => {
    detail();
    await screen.findByRole('textbox', { name: 'Lots to close' });
    fireEvent.click(screen.getByRole('button', { name: 'All lots' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close 0.10 lots' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this position?' });
    expect(within(confirm).getByText('BTC/USDT, 0.10 lots')).toBeTruthy();
  });

  it('is not offered for a position too small to split', async () => {
    detail(order(8, { Quantity: '0.03', OpenedQuantity: '0.03' }));
    await screen.findByText('Order number');
    await waitFor(() => expect(callsTo(call, getTradeList).length).toBeGreaterThan(0));
    expect(screen.queryByRole('textbox', { name: 'Lots to close' })).toBeNull();
  });
});
