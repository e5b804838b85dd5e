import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { copyCost, copyLots } from '@common/follow';
import { FollowSettingsSheet, type FollowSettingsSheetProps } from '../../../../../src/features/follow/FollowSettingsSheet';
import { eurusd, followList, traderDetail } from './fixtures';

// The follow settings sheet on its own: the preview of a copy of the trader's typical order, sized and costed by
// the engine's rules, and the checks made with the server's schema before anything is sent.

function renderSheet(overrides: Partial<FollowSettingsSheetProps> = {}) {
  const onSubmit = vi.fn();
  const props: FollowSettingsSheetProps = {
    trader: traderDetail(),
    settings: followList(),
    current: null,
    instruments: [eurusd()],
    priceOf: (code) => (code === 'EURUSD' ? '1.10000' : undefined),
    freeBalance: '900.00',
    feeType: 2,
    busy: false,
    onSubmit,
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <FollowSettingsSheet {...props} />
    </I18nProvider>,
  );
  return { onSubmit };
}

const ratio = (label: string) => screen.getByRole('radio', { name: label });
const maxAmount = () => screen.getByLabelText('Max amount');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Follow' }));

describe('the follow settings preview', () => {
  it('sizes a copy of the typical (median) order at the chosen ratio with the shared formulas', () => {
    renderSheet();
    // Ratio 1 is chosen at first: 0.20 lots of the median order stay 0.20.
    expect(screen.getByTestId('preview-lots').textContent).toBe('0.2');
    fireEvent.click(ratio('×2'));
    const lots = copyLots('0.20', '2', '0.01', '0.01');
    const { margin } = copyCost({ instrument: eurusd(), lots, price: '1.10000', leverage: 100, usdRate: 1, feeType: 2 });
    expect(screen.getByTestId('preview-lots').textContent).toBe(lots.toString());
    expect(margin).toBe('440.00');
    expect(screen.getByTestId('preview-margin').textContent).toBe('440.00 USD');
  });

  it('rounds a small ratio down to the lot step, never below the minimum lots', () => {
    renderSheet({ trader: traderDetail({ recent_orders: [traderDetail().recent_orders[2]!] }) });
    fireEvent.click(ratio('×0.5'));
    // 0.10 x 0.5 = 0.05 lots.
    expect(screen.getByTestId('preview-lots').textContent).toBe('0.05');
  });

  it('tells how many such copies the max amount holds, and warns when one would be skipped', () => {
    renderSheet();
    fireEvent.change(maxAmount(), { target: { value: '500' } });
    // 0.20 lots x 100,000 x 1.1 / 100 = 220.00 USD a copy: two fit in 500.
    expect(screen.getByTestId('preview-fits').textContent).toBe('2');
    expect(screen.queryByTestId('preview-skip')).toBeNull();
    fireEvent.change(maxAmount(), { target: { value: '100' } });
    expect(screen.getByTestId('preview-skip').textContent).toContain('past your max amount');
  });

  it('warns that a copy would be skipped for want of free margin', () => {
    renderSheet({ freeBalance: '50.00' });
    fireEvent.change(maxAmount(), { target: { value: '800' } });
    expect(screen.getByTestId('preview-skip').textContent).toContain('free margin');
  });

  it('says there is nothing to preview for a trader without closed orders', () => {
    renderSheet({ trader: traderDetail({ recent_orders: [] }) });
    expect(screen.getByTestId('follow-preview').textContent).toContain('no closed orders yet');
  });
});

describe('the follow settings checks', () => {
  it('asks for the max amount and sends nothing without it', () => {
    const { onSubmit } = renderSheet();
    submit();
    expect(screen.getByText('Please enter the max amount')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses text, zero, too many decimals and more than the account holds', () => {
    const { onSubmit } = renderSheet();
    const cases: [string, string][] = [
      ['abc', 'Please enter a number, such as 100 or 25.50'],
      ['0', 'The amount must be more than 0'],
      ['10.123', 'The amount can have at most 2 decimal places'],
      ['1000.01', 'At most 1,000.00 USD: what your contract account holds'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(maxAmount(), { target: { value: typed } });
      submit();
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a copy ratio that is not offered (a stale setting) and asks for one', () => {
    const { onSubmit } = renderSheet({ settings: followList({ multiples: ['2', '3'] }) });
    fireEvent.change(maxAmount(), { target: { value: '300' } });
    submit();
    expect(screen.getByText('Choose a copy ratio')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen ratio and the trimmed amount', () => {
    const { onSubmit } = renderSheet();
    fireEvent.click(ratio('×3'));
    fireEvent.change(maxAmount(), { target: { value: ' 250.50 ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ multiple: '3', max_amount: '250.50' });
  });

  it('fills in the current follow and offers to stop it', () => {
    const onCancelFollow = vi.fn();
    renderSheet({
      current: { follow_id: 1, trader_id: 7, multiple: '2', max_amount: '400.00', active: 1, created_at: 1 },
      onCancelFollow,
    });
    expect(ratio('×2').getAttribute('aria-checked')).toBe('true');
    expect((maxAmount() as HTMLInputElement).value).toBe('400.00');
    fireEvent.click(screen.getByRole('button', { name: 'Stop following' }));
    expect(onCancelFollow).toHaveBeenCalled();
  });
});
