import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOrders, type ForexOrder, type OrderPage } from '@common/api/trade';
import { CloseAllActions } from '../../../../../src/features/orders/CloseAllActions';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { order, page } from './fixtures';

// Issue 35: close all, all in profit or all at a loss from the holding tab. Each choice says what it takes now (from
// the live valuations the tab holds) or why it takes nothing; a confirmation repeats it; the result says how many
// closed and what they realised.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const winners = [order(1, { FactProfits: '12.50' }), order(2, { FactProfits: '1.10' })];
const flat = order(3, { FactProfits: '0.00' });
const closedWinners = page(
  winners.map((shown, index) => ({ ...shown, Status: 3 as const, FactProfits: ['12.40', '1.00'][index]! })),
  2,
);

beforeEach(() => signedInAnswering(call, (endpoint) => (endpoint === closeAllOrders ? closedWinners : {})));

function actions(orders: ForexOrder[], complete = true): OrderPage[] {
  const closed: OrderPage[] = [];
  renderScreen(() => <CloseAllActions orders={orders} complete={complete} tag="en" onClosed={(answer) => closed.push(answer)} />);
  return closed;
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Close positions' }));
  return screen.findByRole('dialog', { name: 'Close positions' });
}

describe('close all on the holding tab', () => {
  it('says what each choice takes now, and why one takes nothing (disabled)', async () => {
    actions([...winners, flat]);
    const menu = await openMenu();
    const choice = (name: string) =>
      within(menu).getByRole<HTMLButtonElement>('button', { name: new RegExp(`^${name}\\s*(Positions|No )`) });
    expect(choice('Close all').textContent).toContain('Positions: 3, floating profit now +13.60 USD');
    expect(choice('Close all in profit').textContent).toContain('Positions: 2, floating profit now +13.60 USD');
    expect(choice('Close all at a loss').textContent).toContain('No position is at a loss');
    expect(choice('Close all at a loss').disabled).toBe(true);
    expect(choice('Close all in profit').disabled).toBe(false);
  });

  it('confirms with the count and the estimate, closes with an Idempotency-Key, then shows what was realised', async () => {
    const closed = actions([...winners, flat]);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: /^Close all in profit/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close all positions in profit?' });
    expect(within(confirm).getByText('Positions: 2, floating profit now +13.60 USD')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    const result = await screen.findByRole('dialog', { name: 'Positions closed' });
    expect(within(result).getByText('Positions closed: 2')).toBeTruthy();
    expect(within(result).getByText('+13.40')).toBeTruthy();
    const [[, input, options]] = callsTo(call, closeAllOrders) as [[unknown, unknown, { idempotencyKey?: string }]];
    expect(input).toEqual({ which: 'profit' });
    expect(options.idempotencyKey).toMatch(/.+/);
    expect(closed).toEqual([closedWinners]);
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Positions closed' })).toBeNull());
  });

  it('says the count is of the positions loaded when the tab has not loaded them all', async () => {
    actions(winners, false);
    const menu = await openMenu();
    expect(within(menu).getByText('Only the positions loaded are counted; the server closes every one that matches.')).toBeTruthy();
  });

  it('is not offered with no position', async () => {
    actions([]);
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(screen.queryByRole('button', { name: 'Close positions' })).toBeNull();
  });
});
