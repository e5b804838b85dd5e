import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRecordWords } from '../../../../../src/admin/customers/record-words';

// A customer's records as the console shows them: words for the codes, numbers without the database's padding.

const words = () =>
  renderHook(() => useRecordWords(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  }).result.current;

describe('the words of a customer record', () => {
  it("says a contract order's side and status, and a copied order's, in words", () => {
    const word = words();
    expect([word('orders', 'side', 1), word('orders', 'side', 2)]).toEqual(['Buy', 'Sell']);
    expect([word('orders', 'status', 0), word('orders', 'status', 1), word('copies', 'status', 3)]).toEqual(['Pending', 'Open', 'Closed']);
  });

  it("says an option's direction and status in words", () => {
    const word = words();
    expect([word('options', 'direction', 1), word('options', 'direction', 2)]).toEqual(['Up', 'Down']);
    expect([word('options', 'status', 1), word('options', 'status', 3)]).toEqual(['Running', 'Settled']);
  });

  it('shows lots and prices without padding zeros, and leaves other values as they are', () => {
    const word = words();
    expect(word('orders', 'lots', '0.01000000')).toBe('0.01');
    expect(word('orders', 'open_price', '59408.9800000000')).toBe('59408.98');
    expect(word('loans', 'status', 2)).toBeNull();
    expect(word('orders', 'status', 9)).toBeNull();
    expect(word('orders', 'pnl', '0.04')).toBeNull();
  });
});
