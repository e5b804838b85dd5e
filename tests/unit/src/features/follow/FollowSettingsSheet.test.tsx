import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { copyCost, copyLots } from '@common/follow';
import { FollowSettingsSheet, type FollowSettingsSheetProps } from '../../../../../src/features/follow/FollowSettingsSheet';
import { eurusd, followList, followSetting, traderDetail } from './fixtures';

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
const maxAmount = () => screen.getByLabelText('Allocation');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
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
    expect(screen.getByTestId('preview-skip').textContent).toContain('past your allocation');
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
  it('asks for the allocation and sends nothing without it', () => {
    const { onSubmit } = renderSheet();
    submit();
    expect(screen.getByText('Please enter your allocation')).toBeTruthy();
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

  it('sends the chosen ratio, the trimmed allocation and the default slippage guard, not copying open positions', () => {
    const { onSubmit } = renderSheet();
    fireEvent.click(ratio('×3'));
    fireEvent.change(maxAmount(), { target: { value: ' 250.50 ' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ multiple: '3', max_amount: '250.50', max_slippage_percent: '0.5', copy_open: 0 });
  });

  it('fills in the current follow and offers to stop it', () => {
    const onCancelFollow = vi.fn();
    renderSheet({ current: followSetting({ multiple: '2', max_amount: '400.00', max_total: '400.00' }), onCancelFollow });
    expect(ratio('×2').getAttribute('aria-checked')).toBe('true');
    expect((maxAmount() as HTMLInputElement).value).toBe('400.00');
    fireEvent.click(screen.getByRole('button', { name: 'Stop following' }));
    expect(onCancelFollow).toHaveBeenCalled();
  });
});

describe("issue 36's controls", () => {
  it('sends a new follow sized by a fixed amount, with a cap per order, a copy stop-loss in percent and the open positions', () => {
    const { onSubmit } = renderSheet();
    choose('Amount per order');
    type('Amount per order', '50');
    type('Max per order (optional)', '100');
    type('Allocation', '1000');
    choose('% of allocation');
    type('Percentage of allocation', '20');
    fireEvent.click(screen.getByLabelText("Also copy the trader's open positions now"));
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      max_amount: '1000',
      amount_per_order: '50',
      max_per_order: '100',
      stop_loss_percent: '20',
      max_slippage_percent: '0.5',
      copy_open: 1,
    });
  });

  it('shows the loss at which the copy stop-loss fires as it is typed', () => {
    renderSheet();
    const limit = () => screen.getByTestId('stop-loss-limit').textContent;
    expect(limit()).toContain('Off');
    type('Allocation', '333');
    choose('% of allocation');
    type('Percentage of allocation', '10');
    // 10 % of 333 is 33.30; rounded down to the cent, never looser than asked.
    expect(limit()).toBe('When your copies of this trader have lost 33.30 USD, they all close and the follow ends.');
    type('Allocation', '1000');
    expect(limit()).toContain('100.00 USD');
    choose('Amount');
    type('Loss to stop at', '75');
    expect(limit()).toContain('75.00 USD');
  });

  it('refuses a stop-loss percentage outside 5 to 95, with the range on the field', () => {
    const { onSubmit } = renderSheet();
    type('Allocation', '500');
    choose('% of allocation');
    for (const typed of ['4.99', '96']) {
      type('Percentage of allocation', typed);
      submit();
      expect(screen.getByRole('alert').textContent).toBe('Enter a percentage from 5 to 95');
    }
    type('Percentage of allocation', 'ten');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number, such as 20 or 0.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a cap per order or a stop-loss above the allocation, and an amount per order above the cap', () => {
    const { onSubmit } = renderSheet();
    type('Allocation', '300');
    type('Max per order (optional)', '400');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('At most your allocation, 300.00 USD');

    type('Max per order (optional)', '50');
    choose('Amount per order');
    type('Amount per order', '60');
    expect(screen.getByRole('alert').textContent).toBe('At most your max per order, 50.00 USD');

    type('Amount per order', '40');
    choose('Amount');
    type('Loss to stop at', '301');
    expect(screen.getByRole('alert').textContent).toBe('At most your allocation, 300.00 USD');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a slippage guard above 5 % or blank', () => {
    const { onSubmit } = renderSheet();
    type('Allocation', '300');
    type('Slippage guard', '6');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter a percentage from 0.01 to 5');
    type('Slippage guard', '');
    expect(screen.getByRole('alert').textContent).toBe('Please enter the largest price difference to accept');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills an existing follow from its setting and sends its update without copy_open', () => {
    const { onSubmit } = renderSheet({
      current: followSetting({
        amount_per_order: '40.00',
        max_per_order: '80.00',
        stop_loss_amount: '120.00',
        stop_loss_limit: '120.00',
        max_slippage_percent: '1',
      }),
    });
    expect(screen.getByRole('radio', { name: 'Amount per order' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Amount per order').value).toBe('40.00');
    expect(screen.getByRole('radio', { name: 'Amount' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('stop-loss-limit').textContent).toContain('120.00 USD');
    // Copying the open positions is for a new follow only.
    expect(screen.queryByLabelText("Also copy the trader's open positions now")).toBeNull();
    choose('Off');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSubmit).toHaveBeenCalledWith({
      max_amount: '500.00',
      amount_per_order: '40.00',
      max_per_order: '80.00',
      max_slippage_percent: '1',
    });
  });
});
