import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from '../../../../../src/features/shell/AppFrame';
import { renderScreen } from '../../render-screen';

// A toast covered the empty state's picture (issue 41, item 10): on a screen with tabs, toasts sat a whole action
// bar's height above the tab bar, over the end of the list. Now they sit right above the tab bar, in room the
// screen keeps free at its end; only the trade screen, whose Buy and Sell stick above the tab bar, lifts them over
// its action bar.

function frameAt(pathname: string) {
  renderScreen(() => (
    <AppFrame pathname={pathname}>
      <p>screen</p>
    </AppFrame>
  ));
}

const toasts = () => document.querySelector<HTMLElement>('[aria-live="polite"][aria-relevant]');

describe('where toasts show', () => {
  it('on a list with tabs: right above the tab bar, in room kept free at the end of the screen', async () => {
    frameAt('/order');
    await screen.findByText('screen');
    expect(toasts()?.dataset.above).toBe('tab-bar');
    expect(screen.getByRole('main').parentElement?.className).toMatch(/toastRoom/);
  });

  it('on the trade screen: above its Buy and Sell', async () => {
    frameAt('/trade');
    await screen.findByText('screen');
    expect(toasts()?.dataset.above).toBe('action-bar');
    expect(screen.getByRole('main').parentElement?.className).not.toMatch(/toastRoom/);
  });
});
