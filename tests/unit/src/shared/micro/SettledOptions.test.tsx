import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { MicroOrder } from '@common/api/micro';
import type { PushListener } from '../../../../../src/lib/socket';
import { SettledOptions } from '../../../../../src/shared/micro/SettledOptions';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { queryClient } from '../../../../../src/lib/query';

// The socket is replaced: the test hands the MICRO_SETTLED push to whoever follows the topic.
const listeners = new Map<string, PushListener>();
vi.mock('../../../../../src/lib/socket', () => ({
  socketClient: {
    subscribe: (topic: string, onPush: PushListener) => {
      listeners.set(topic, onPush);
      return () => listeners.delete(topic);
    },
  },
}));

function settled(id: number, overrides: Partial<MicroOrder>): MicroOrder {
  return {
    Id: id,
    Type: 1,
    Status: 3,
    Number: '100.00',
    Seconds: 60,
    RemainMilliSeconds: 0,
    OpenPrice: '67000.00',
    EndPrice: '67010.50',
    ProfitRatio: '0.82',
    FactProfits: '82.00',
    CreatedAtST: 0,
    CompleteAtST: 60_000,
    ForexTradeList: { Id: 13, ShowCode: 'BTC/USDT', PricePrecision: 2 },
    OpenTick: { Seq: 1, Time: 0, Price: '67000.00' },
    EndTick: { Seq: 2, Time: 60_000, Price: '67010.50' },
    ...overrides,
  };
}

describe('settled options (issue 19, item 7)', () => {
  it('shows each settled option with its outcome, amount and deciding price until dismissed', async () => {
    store.set(sessionAtom, { token: 'token-1', user: null });
    // The app's own cache: the push rules follow what is shown there.
    render(
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <SettledOptions />
          </I18nProvider>
        </QueryClientProvider>
      </JotaiProvider>,
    );
    const region = await screen.findByRole('status', { name: 'Settled options' });
    await vi.waitFor(() => expect(listeners.has('MICRO_SETTLED')).toBe(true));
    act(() => listeners.get('MICRO_SETTLED')!(settled(1, {}), 1));
    act(() => listeners.get('MICRO_SETTLED')!(settled(2, { Type: 2, FactProfits: '-100.00', EndPrice: '67020.00' }), 2));
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(2);
    // Newest first: the lost down option, then the won up one.
    expect(cards[0]!.textContent).toBe('Option settled: BTC/USDT · DownLost -100.00 USDDeciding price 67,020.00 · opened at 67,000.00');
    expect(cards[1]!.textContent).toBe('Option settled: BTC/USDT · UpWon +82.00 USDDeciding price 67,010.50 · opened at 67,000.00');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(1));
    expect(region.textContent).toMatch(/Won \+82\.00 USD/);
  });
});
