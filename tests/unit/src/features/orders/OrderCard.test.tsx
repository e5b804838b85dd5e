import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ForexOrder } from '@common/api/trade';
import { OrderCard } from '../../../../../src/features/orders/OrderCard';
import { OrderDetail } from '../../../../../src/features/orders/OrderDetail';
import { renderScreen } from '../../render-screen';
import { order } from './fixtures';

// History's cards (issue 41): a cancelled pending order says it was cancelled, at the price it waited for, with
// no profit (it showed as a trade with 0.00 profit and "--" prices); a closed one shows its profit after its fee,
// and the fee.

const EURUSD = { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5 };

const cancelled = order(7, {
  Status: 3,
  Cancelled: true,
  OrderType: 2,
  Quantity: '0.5',
  OriginPrice: '1.10500',
  Price: '0',
  UpdatePrice: '0',
  FactProfits: '0.00',
  NetProfits: '0.00',
  CautionMoney: '1105.00',
  TradeFee: '0.22',
  CompleteTimeHandler: 1_795_000_100_000,
  ForexTradeLists: EURUSD,
  OpenReason: null,
  OpenTick: null,
  CloseReason: 'cancelled',
});

const closed = order(8, {
  Status: 3,
  OriginPrice: '1.10000',
  Price: '1.10300',
  UpdatePrice: '1.10300',
  FactProfits: '30.00',
  NetProfits: '29.98',
  TradeFee: '0.02',
  ForexTradeLists: EURUSD,
  CloseReason: 'manual',
  CloseTick: { Seq: 12, Time: 1_795_000_100_000, Price: '1.10300' },
});

function renderCard(shown: ForexOrder): Promise<HTMLElement> {
  renderScreen(() => <OrderCard order={shown} tag="en" onOpen={() => undefined} />);
  return screen.findByRole('article');
}

/** A figure's value by its label, as the card writes it. */
function figure(card: HTMLElement, label: string): string | null {
  return within(card).getByText(label).nextElementSibling?.textContent ?? null;
}

describe("History's card of a cancelled pending order", () => {
  it('says Cancelled where the profit would be, with its pending price and no close price', async () => {
    const card = await renderCard(cancelled);
    await within(card).findByText('Cancelled');
    expect(card.textContent).not.toContain('0.00');
    expect(figure(card, 'Pending price')).toBe('1.10500');
    expect(within(card).queryByText('Close price')).toBeNull();
    expect(within(card).queryByText('Open price')).toBeNull();
    expect(within(card).getByText('Cancelled at')).toBeTruthy();
  });

  it('reads an answer kept from before, whose price was written as 0, as cancelled with "--"', async () => {
    const kept = { ...cancelled, OriginPrice: '0' } as Partial<ForexOrder>;
    delete kept.Cancelled;
    delete kept.NetProfits;
    const card = await renderCard(kept as ForexOrder);
    await within(card).findByText('Cancelled');
    expect(figure(card, 'Pending price')).toBe('--');
    expect(card.textContent).not.toContain('0.00');
  });
});

describe("History's card of a closed order", () => {
  it('shows the profit after the fee, and the fee', async () => {
    const card = await renderCard(closed);
    await within(card).findByText('+29.98');
    expect(figure(card, 'Fee (USD)')).toBe('0.02');
    expect(figure(card, 'Close price')).toBe('1.10300');
    expect(within(card).queryByText('Cancelled')).toBeNull();
  });
});

describe("an order's detail", () => {
  const renderDetail = (shown: ForexOrder) => renderScreen(() => <OrderDetail open order={shown} tag="en" onClose={() => undefined} />);
  const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent ?? null;

  it('of a closed order: the profit before and after its fee, and the zone its times are in', async () => {
    renderDetail(closed);
    await screen.findByText('Profit after fees (USD)');
    expect(row('Profit before fees (USD)')).toBe('+30.00');
    expect(row('Fee (USD)')).toBe('0.02');
    expect(row('Profit after fees (USD)')).toBe('+29.98');
    expect(screen.getByText(/^Times are in your device's time zone \(UTC([+-]\d+(:\d{2})?)?\)\.$/)).toBeTruthy();
  });

  it('of a cancelled order: cancelled, its pending price, its fee given back and no profit', async () => {
    renderDetail(cancelled);
    await screen.findByText('Status');
    expect(row('Status')).toBe('Cancelled');
    expect(row('Pending price')).toBe('1.10500');
    expect(row('Fee refunded (USD)')).toBe('0.22');
    expect(screen.queryByText(/Profit/)).toBeNull();
    expect(screen.queryByText('Close price')).toBeNull();
    expect(screen.getByText('Cancelled at')).toBeTruthy();
  });
});
