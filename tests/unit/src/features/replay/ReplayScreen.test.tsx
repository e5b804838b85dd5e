import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTradeReplay, type TradeReplay } from '@common/api/ticks';
import { CODE } from '@common/envelope';
import { ReplayScreen } from '../../../../../src/features/replay/ReplayScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { contractReplay, optionReplay } from './replay-fixtures';

// /mine/replay (issue 37): the trade's life played back; the scrubber seeks, the readout follows; where the prices
// come from is said.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

function showing(replay: TradeReplay | Error, ids: { orderId?: number; microId?: number } = { orderId: 9 }): void {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === getTradeReplay) return replay instanceof Error ? Promise.reject(replay) : replay;
    throw new Error(`unexpected call to ${endpoint.path}`);
  });
  renderScreen(() => <ReplayScreen orderId={ids.orderId} microId={ids.microId} />);
}

const seek = (index: number) =>
  fireEvent.change(screen.getByRole('slider', { name: 'Replay position' }), { target: { value: String(index) } });

describe('the replay', () => {
  it("asks for the order's replay and starts before the open", async () => {
    showing(contractReplay());
    expect(await screen.findByText('EUR/USD')).toBeTruthy();
    expect(callsTo(call, getTradeReplay)[0]?.[1]).toEqual({ order_id: 9 });
    expect(screen.getByText('Not open yet')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Price over the trade's life" })).toBeTruthy();
  });

  it('seeks with the scrubber: open with its lots, then closed with its result', async () => {
    showing(contractReplay());
    await screen.findByText('EUR/USD');
    seek(2);
    expect(screen.getByText('Open, 0.1 lots')).toBeTruthy();
    expect(screen.getByText('At a loss')).toBeTruthy();
    seek(6);
    expect(screen.getByText('Closed', { selector: 'dd span' })).toBeTruthy();
    expect(screen.getByText('In profit')).toBeTruthy();
    expect(screen.getByText('+0.0030')).toBeTruthy();
  });

  it('plays and pauses, at a chosen speed', async () => {
    showing(contractReplay());
    await screen.findByText('EUR/USD');
    fireEvent.click(screen.getByRole('radio', { name: '16x' }));
    expect(screen.getByRole('radio', { name: '16x' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: /^Play/ })).toBeTruthy();
  });

  it('says when the prices are per-minute closes, and when ticks were skipped', async () => {
    showing(contractReplay({ source: 'candles', thinned: true }));
    expect(await screen.findByText(/per-minute closes/)).toBeTruthy();
    expect(screen.getByText(/Some ticks between the deciding ones are skipped/)).toBeTruthy();
  });

  it('counts an option down to its expiry', async () => {
    showing(optionReplay(), { microId: 21 });
    await screen.findByText('BTC/USDT');
    expect(callsTo(call, getTradeReplay)[0]?.[1]).toEqual({ micro_id: 21 });
    seek(1);
    expect(screen.getByText('Running, 2 s to expiry')).toBeTruthy();
    expect(screen.getByText('Losing')).toBeTruthy();
    seek(4);
    expect(screen.getByText('Won')).toBeTruthy();
  });

  it("tells a refusal in the server's words", async () => {
    showing(new ApiCallError(CODE.ORDER_STATE, 'This trade is not closed yet'));
    expect(await screen.findByText('This trade is not closed yet')).toBeTruthy();
  });
});
