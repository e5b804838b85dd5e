import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { MarginLevel } from '../../../../../src/shared/account';
import { baseSettingsAtom, store } from '../../../../../src/lib/store';

// The margin level coloured at the margin warning's steps (stop-out at 50%: 100%, 87.5%, 75%), with its standing in words.

const show = (percent: string, usedMargin = '100.00', closeOutLevel: string | null = null) =>
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MarginLevel percent={percent} usedMargin={usedMargin} closeOutLevel={closeOutLevel} tag="en" />
      </I18nProvider>
    </Provider>,
  ).container.textContent;

describe('MarginLevel', () => {
  beforeEach(() => store.set(baseSettingsAtom, null));

  it('says nothing more above the first step and the figure as given with nothing in use', () => {
    expect(show('250.00')).toBe('250.00%');
    expect(show('0', '0.00')).toBe('0.00%');
  });

  it('names the step reached, down to the stop-out', () => {
    expect(show('100.00')).toBe('100.00%Margin call');
    expect(show('80.00')).toBe('80.00%At risk');
    expect(show('75.00')).toBe('75.00%Near stop-out');
    expect(show('40.00')).toBe('40.00%Stop-out');
    expect(screen.getAllByText('Stop-out')[0]?.parentElement?.className).toMatch(/stop_out/);
  });

  it("takes its steps from the server's published stop-out level", () => {
    const settings = { service_link: '', service_link_type: 1, verify_reg_type: 1, trade_fee_type: 2, micro_loss_level: 0 };
    store.set(baseSettingsAtom, { ...settings, stop_out_level: '0.3' });
    // Stop-out at 30%: the steps are 100%, 82.5% and 65% (at 50% they were 100%, 87.5% and 75%).
    expect(show('75.00')).toBe('75.00%At risk');
    expect(show('40.00')).toBe('40.00%Near stop-out');
    expect(show('30.00')).toBe('30.00%Stop-out');
  });

  it('takes its steps from a higher close-out level the positions keep from the client’s rules', () => {
    const settings = { service_link: '', service_link_type: 1, verify_reg_type: 1, trade_fee_type: 2, micro_loss_level: 0 };
    store.set(baseSettingsAtom, { ...settings, stop_out_level: '0.3' });
    // The positions were placed under a 50% close-out: 40% is past it, and 75% is near it, as at a 50% platform level.
    expect(show('40.00', '100.00', '0.5')).toBe('40.00%Stop-out');
    expect(show('75.00', '100.00', '0.5')).toBe('75.00%Near stop-out');
    // A kept level below the platform's changes nothing.
    expect(show('40.00', '100.00', '0.2')).toBe('40.00%Near stop-out');
  });
});
