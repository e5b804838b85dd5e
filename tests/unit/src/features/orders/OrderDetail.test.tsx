import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '@common/api/trade';
import { OrderCard } from '../../../../../src/features/orders/OrderCard';
import { OrderDetail } from '../../../../../src/features/orders/OrderDetail';
import { timeText } from '../../../../../src/features/orders/order-format';
import { renderScreen } from '../../render-screen';
import { order } from './fixtures';

// Issue 35 on the order's card and detail: a trailing stop (its level now and its distance), the lots opened and still
// open with the parts closed before, the receipts of the open and the close (signed in the user's favour and coloured
// so), and a pending order's expiry.

const renderDetail = (shown: ForexOrder) => renderScreen(() => <OrderDetail open order={shown} tag="en" onClose={() => undefined} />);

/** A row's value by its label, inside `root` (the whole document unless given). */
function row(label: string, root: HTMLElement = document.body): HTMLElement {
  const value = within(root).getByText(label).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

const trailing = order(3, { TrailingDistance: '500.00', TargetLossPrice: '66800.00', UpdatePrice: '67300.00' });

describe('a trailing stop', () => {
  it("on the card: its level now and its distance, in the stop-loss's place", async () => {
    renderScreen(() => <OrderCard order={trailing} tag="en" onOpen={() => undefined} />);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Trailing stop-loss').nextElementSibling?.textContent).toBe('66,800.00');
    expect(within(card).getByText('Trailing distance').nextElementSibling?.textContent).toBe('500.00');
    expect(within(card).queryByText('Stop-loss')).toBeNull();
  });

  it('in the detail, with the note that the server moves it', async () => {
    renderDetail(trailing);
    await screen.findByText('Trailing stop-loss');
    expect(row('Trailing stop-loss').textContent).toBe('66,800.00');
    expect(row('Trailing distance').textContent).toBe('500.00');
    expect(screen.getByText('The server moves the trailing stop-loss as the price moves your way.')).toBeTruthy();
  });
});

describe("a pending order's expiry", () => {
  it('is good till cancelled without one', async () => {
    renderDetail(order(5, { Status: 0, ExpireAt: 0 }));
    await screen.findByText('Expires');
    expect(row('Expires').textContent).toBe('Good till cancelled');
  });

  it("is the date and time in the user's zone with one", async () => {
    const at = 1_795_100_000_000;
    renderDetail(order(5, { Status: 0, ExpireAt: at }));
    await screen.findByText('Expires');
    expect(row('Expires').textContent).toBe(timeText(at, 'en'));
  });

  it('is not shown for a position', async () => {
    renderDetail(order(5));
    await screen.findByText('Order number');
    expect(screen.queryByText('Expires')).toBeNull();
  });
});

describe('a position closed in parts, with its receipts', () => {
  // A buy of 0.10 lots: 0.06 closed in a part, 0.04 at the end. It filled 0.50 under the price seen (in the user's
  // favour), and closed 1.00 under it (against them).
  const closed = order(9, {
    Status: 3,
    Quantity: '0.04',
    OpenedQuantity: '0.1',
    Price: '67400.00',
    FactProfits: '16.00',
    NetProfits: '15.90',
    TradeFee: '0.10',
    SeenPrice: '67000.50',
    Slippage: { Price: '-0.50', Money: '0.05' },
    CloseReason: 'manual',
    CloseTick: { Seq: 30, Time: 1_795_000_300_000, Price: '67400.00' },
    CloseSeenPrice: '67401.00',
    CloseSlippage: { Price: '-1.00', Money: '-0.04' },
    PartialCloses: [
      {
        Id: 1,
        Quantity: '0.06',
        Tick: { Seq: 20, Time: 1_795_000_200_000, Price: '67200.00' },
        SeenPrice: '67200.00',
        Slippage: { Price: '0.00', Money: '0.00' },
        CautionMoney: '201.60',
        TradeFee: '0.06',
        FactProfits: '12.00',
        NetProfits: '11.94',
      },
    ],
  });

  it('shows the lots opened and at the final close, and each part with its tick, profit, fee share and net', async () => {
    renderDetail(closed);
    await screen.findByText('Lots opened');
    expect(row('Lots opened').textContent).toBe('0.1');
    expect(row('Lots at the final close').textContent).toBe('0.04');
    const part = screen.getByRole('listitem', { name: '0.06 lots closed' });
    expect(row('Closing tick', part).textContent).toContain('#20');
    expect(row('Closing tick', part).textContent).toContain('67,200.00');
    expect(row('Profit before fees (USD)', part).textContent).toBe('+12.00');
    expect(row('Fee share (USD)', part).textContent).toBe('0.06');
    expect(row('Profit after fees (USD)', part).textContent).toBe('+11.94');
    expect(row('Close slippage', part).textContent).toBe('0.000.00 USD');
  });

  it("shows the open's and the close's receipts, in the user's favour: up when better, down when worse", async () => {
    renderDetail(closed);
    await screen.findByText('Open slippage');
    expect(row('Expected open price').textContent).toBe('67,000.50');
    const open = row('Open slippage').firstElementChild as HTMLElement;
    expect(open.textContent).toBe('+0.50+0.05 USD');
    expect(open.className).toMatch(/up/);
    // The order's own close rows come first; the part below has its own.
    const [closeSlip] = screen.getAllByText('Close slippage').map((label) => label.nextElementSibling?.firstElementChild);
    expect(closeSlip?.textContent).toBe('-1.00-0.04 USD');
    expect(closeSlip?.className).toMatch(/down/);
    const [closeSeen] = screen.getAllByText('Expected close price').map((label) => label.nextElementSibling?.textContent);
    expect(closeSeen).toBe('67,401.00');
    expect(screen.getByText("Slippage: the deciding tick's distance from the expected price; + is in your favour.")).toBeTruthy();
  });

  it('holding: the lots opened and still open', async () => {
    renderDetail(order(10, { Quantity: '0.04', OpenedQuantity: '0.1', PartialCloses: closed.PartialCloses }));
    await screen.findByText('Lots still open');
    expect(row('Lots still open').textContent).toBe('0.04');
    expect(row('Lots opened').textContent).toBe('0.1');
  });
});

describe('an order kept on the device from before issue 35', () => {
  it('opens without the new fields, as a plain order', async () => {
    const added = new Set([
      'TrailingDistance',
      'ExpireAt',
      'SeenPrice',
      'Slippage',
      'CloseSeenPrice',
      'CloseSlippage',
      'OpenedQuantity',
      'PartialCloses',
    ]);
    const full = order(11, { Status: 3, CloseReason: 'manual', Price: '67100.00' });
    const kept = Object.fromEntries(Object.entries(full).filter(([field]) => !added.has(field)));
    renderDetail(kept as unknown as ForexOrder);
    await screen.findByText('Close price');
    expect(row('Lots').textContent).toBe('0.01');
    expect(row('Stop-loss').textContent).toBe('--');
    expect(screen.queryByText('Partial closes')).toBeNull();
  });
});
