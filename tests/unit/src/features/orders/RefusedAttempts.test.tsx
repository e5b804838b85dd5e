import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefusedAttempts } from '../../../../../src/features/orders/RefusedAttempts';
import { store } from '../../../../../src/lib/store';
import { refusalsAtom } from '../../../../../src/shared/refusals';
import { renderScreen } from '../../render-screen';

describe('the refused attempts of this session', () => {
  it('shows nothing until something is refused, then each with its reason, newest first', async () => {
    renderScreen(() => <RefusedAttempts tag="en" />, '/order');
    await screen.findByText((_, element) => element?.tagName === 'DIV');
    expect(screen.queryByText('Refused this session')).toBeNull();
    act(() =>
      store.set(refusalsAtom, [
        { id: 2, at: Date.UTC(2026, 10, 30, 7, 5), kind: 'close', code: 3018, message: 'Nothing left to close', instrument: 'EUR/USD' },
        { id: 1, at: Date.UTC(2026, 10, 30, 7, 0), kind: 'order', code: 3014, message: 'The price moved too far', instrument: 'BTC/USDT' },
      ]),
    );
    fireEvent.click(await screen.findByText('Refused this session'));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^CloseEUR\/USD.*Code 3018Nothing left to close$/),
      expect.stringMatching(/^OrderBTC\/USDT.*Code 3014The price moved too far$/),
    ]);
    act(() => store.set(refusalsAtom, []));
  });
});
