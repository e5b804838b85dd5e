import type { Locator, Page } from 'playwright-core';

// Reading the order screens as a user reads them: a card by its instrument, a figure by the label beside it, and a
// price as a number.

/** The order card (or cards) of one instrument on the orders screen. */
export function orderCard(page: Page, instrument = 'BTC/USDT'): Locator {
  return page.getByRole('article').filter({ hasText: instrument });
}

/** The figure next to a label in a card, a detail or a header ("Current price" → "67,012.34"). */
export function figure(scope: Locator | Page, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/** A shown price as a number, without its grouping and currency ("67,012.34 USD" → 67012.34). */
export function priceOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}
