import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealisedProfit } from '../../../../../src/features/orders/RealisedProfit';
import { renderScreen } from '../../render-screen';

// History's total says it is after fees (issue 41, item 11: "Realised profit" left fees out without saying so), and
// the zone the cards' times are in.

describe("History's realised profit", () => {
  it('is the total after fees, named so', async () => {
    renderScreen(() => <RealisedProfit value="9.96" tag="en" />);
    const label = await screen.findByText('Realised profit after fees, all closed orders (USD)');
    expect(label.nextElementSibling?.textContent).toBe('+9.96');
    expect(screen.getByText(/^Times are in your device's time zone \(UTC/)).toBeTruthy();
  });

  it('is "--" when an answer kept from before has no total after fees', async () => {
    renderScreen(() => <RealisedProfit value={null} tag="en" />);
    const label = await screen.findByText('Realised profit after fees, all closed orders (USD)');
    expect(label.nextElementSibling?.textContent).toBe('--');
  });
});
