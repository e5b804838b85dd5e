import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TradeItem } from '@common/api/market';
import { InstrumentList } from '../../../../../src/features/market/InstrumentList';
import { receiveQuotes } from '../../../../../src/shared/market';
import { renderScreen } from '../../render-screen';
import { instrument } from '../trade/fixtures';

// A feed step moves every instrument at once; the list writes ticks only into the rows on screen, and a row that
// scrolls in shows the current price at once. jsdom has no layout, so the IntersectionObserver is played by hand.

const observed = new Map<Element, (entries: IntersectionObserverEntry[]) => void>();
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
  observe(element: Element): void {
    observed.set(element, this.callback);
  }
  unobserve(element: Element): void {
    observed.delete(element);
  }
  disconnect(): void {}
}
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

function scroll(element: Element, onScreen: boolean): void {
  act(() => observed.get(element)?.([{ target: element, isIntersecting: onScreen } as IntersectionObserverEntry]));
}

/** A DAY_MARKET frame with the instrument's quote, as the socket hands it over: no animation frame runs in between. */
function tick(item: TradeItem, close: string, change = '0.50'): void {
  act(() => receiveQuotes([{ symbol: item.Code, quotation: { close, change } }]));
}

const btc = instrument({ ForexQuotations: { Open: '67000', Close: '67000.00', Change: '0.00', High: '0', Low: '0' } });
const eth = instrument({
  Id: 14,
  Code: 'ETHUSDT',
  ShowCode: 'ETH/USDT',
  ForexQuotations: { Open: '3000', Close: '3000.00', Change: '0.00', High: '0', Low: '0' },
});

function rowOf(item: TradeItem): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(item.ShowCode) });
}

async function renderList(): Promise<void> {
  renderScreen(() => <InstrumentList list={[btc, eth]} categories={[]} category={null} onCategory={() => undefined} tag="en" />);
  await screen.findByText('ETH/USDT');
}

describe('the instrument list under live prices', () => {
  beforeEach(() => {
    // Each test starts from the list's own prices (a tick of what the list came with).
    for (const item of [btc, eth]) tick(item, item.ForexQuotations.Close, item.ForexQuotations.Change);
  });

  it('shows every row its price before it is known to be on screen, then ticks only the rows on screen', async () => {
    await renderList();
    expect(rowOf(btc).textContent).toContain('67,000.00');
    expect(rowOf(eth).textContent).toContain('3,000.00');

    scroll(rowOf(btc), true);
    scroll(rowOf(eth), false);
    tick(btc, '67100.5', '0.15');
    tick(eth, '3010.25', '-0.33');
    expect(rowOf(btc).textContent).toContain('67,100.50');
    expect(rowOf(btc).textContent).toContain('+0.15%');
    expect(rowOf(eth).textContent).toContain('3,000.00');
  });

  it('catches a row up with the newest price and change as soon as it scrolls in', async () => {
    await renderList();
    scroll(rowOf(eth), false);
    tick(eth, '3010.25', '-0.33');
    tick(eth, '3020.75', '-0.40');

    scroll(rowOf(eth), true);
    expect(rowOf(eth).textContent).toContain('3,020.75');
    const pill = rowOf(eth).querySelector('[data-tone]');
    expect(pill?.textContent).toBe('-0.40%');
    expect(pill?.getAttribute('data-tone')).toBe('down');

    // Back on screen, it follows each tick again.
    tick(eth, '3030.00', '-0.10');
    expect(rowOf(eth).textContent).toContain('3,030.00');
  });
});

describe('the instrument list when a price grows old', () => {
  it("says a row's age once its price is older than the server accepts, and nothing while it is fresh", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      tick(btc, '67000.00');
      tick(eth, '3000.00');
      await renderList();
      expect(rowOf(btc).textContent).not.toMatch(/s old/);
      // ETH ticks on; BTC falls silent for 12 s.
      for (let second = 1; second <= 12; second += 1) {
        tick(eth, '3000.00');
        act(() => {
          vi.advanceTimersByTime(1_000);
        });
      }
      expect(rowOf(btc).textContent).toContain('12 s old');
      expect(rowOf(eth).textContent).not.toMatch(/s old/);
      tick(btc, '67010.00');
      act(() => {
        vi.advanceTimersByTime(500);
      });
      expect(rowOf(btc).textContent).not.toMatch(/s old/);
    } finally {
      vi.useRealTimers();
    }
  });
});
