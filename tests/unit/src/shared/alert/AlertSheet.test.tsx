import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlert, updateAlert, type PriceAlert } from '@common/api/alert';
import type { AnyEndpoint } from '@common/api/endpoint';
import { AlertSheet } from '../../../../../src/shared/alert/AlertSheet';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// The sheet that sets a price alert from the trade screen's bell (issue 34), or changes one from the alerts screen:
// its level starts at the price shown; the server's rules are checked before anything is sent.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const EURUSD = { id: 1, name: 'EUR/USD', precision: 5 };

const stored: PriceAlert = {
  id: 9,
  forex_id: 1,
  instrument: 'EUR/USD',
  condition: 'move',
  level: null,
  percent: '2.5',
  window_minutes: 60,
  repeat: false,
  active: true,
  armed: true,
  created_at: 0,
  fired_at: null,
  fired_price: null,
};

beforeEach(() => {
  signedInAnswering(call, (endpoint: AnyEndpoint) => (endpoint === createAlert || endpoint === updateAlert ? stored : null));
});

describe('the price alert sheet', () => {
  it('starts from the price shown and sets an alert above it', async () => {
    const closed = vi.fn();
    renderScreen(() => <AlertSheet open onClose={closed} instrument={EURUSD} price="1.08512" />);
    const level = await screen.findByRole('textbox', { name: 'Alert when the price rises to' });
    expect((level as HTMLInputElement).value).toBe('1.08512');
    fireEvent.change(level, { target: { value: '1.09' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Repeat: alert again each time, once the price has come back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalled());
    expect(callsTo(call, createAlert).map(([, input]) => input)).toEqual([{ forex_id: 1, condition: 'above', level: '1.09', repeat: 1 }]);
  });

  it('refuses a level finer than the instrument’s decimals, or not above zero, before sending', async () => {
    renderScreen(() => <AlertSheet open onClose={() => undefined} instrument={EURUSD} price="1.08512" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Falls to' }));
    const level = screen.getByRole('textbox', { name: 'Alert when the price falls to' });
    fireEvent.change(level, { target: { value: '1.085123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('EUR/USD is priced to 5 decimal places')).toBeTruthy();
    fireEvent.change(level, { target: { value: '0' } });
    expect(screen.getByText('Enter a price above zero')).toBeTruthy();
    expect(callsTo(call, createAlert)).toEqual([]);
  });

  it('sets a move of a percentage within a window, refusing one out of range', async () => {
    renderScreen(() => <AlertSheet open onClose={() => undefined} instrument={EURUSD} price="1.08512" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Moves by' }));
    const percent = screen.getByRole('textbox', { name: 'Move (%)' });
    fireEvent.change(percent, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByText('Enter a move from 0.1% to 50%, with at most 2 decimals')).toBeTruthy();
    fireEvent.change(percent, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('radio', { name: '15 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    await vi.waitFor(() => expect(callsTo(call, createAlert)).toHaveLength(1));
    expect(callsTo(call, createAlert)[0]?.[1]).toEqual({ forex_id: 1, condition: 'move', percent: '1.5', window_minutes: 15, repeat: 0 });
  });

  it('changes an alert’s terms, keeping its condition', async () => {
    renderScreen(() => <AlertSheet open onClose={() => undefined} instrument={EURUSD} alert={stored} showAllLink={false} />);
    const window = await screen.findByRole('textbox', { name: 'Within (minutes)' });
    expect((window as HTMLInputElement).value).toBe('60');
    expect(screen.queryByRole('radio', { name: 'Rises to' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All price alerts' })).toBeNull();
    fireEvent.change(window, { target: { value: '1441' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a window from 1 to 1440 minutes')).toBeTruthy();
    fireEvent.change(window, { target: { value: '240' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(callsTo(call, updateAlert)).toHaveLength(1));
    expect(callsTo(call, updateAlert)[0]?.[1]).toEqual({ id: 9, percent: '2.5', window_minutes: 240, repeat: 0 });
  });
});
