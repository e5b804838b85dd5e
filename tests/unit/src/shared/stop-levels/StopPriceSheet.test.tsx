import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StopPriceSheet } from '../../../../../src/shared/stop-levels/StopPriceSheet';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { order } from '../../features/orders/fixtures';

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));

describe('the stop-loss and take-profit sheet', () => {
  it('drops its refusal as soon as the field is corrected (issue 19, item 9)', async () => {
    // A buy at 67,000: a stop-loss above the price is refused before anything is sent.
    renderScreen(() => <StopPriceSheet order={order(7)} tag="en" onClose={() => undefined} onSaved={() => undefined} />);
    const stopLoss = await screen.findByRole('textbox', { name: 'Stop-loss' });
    fireEvent.change(stopLoss, { target: { value: '68000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('For a buy, the stop-loss must be below the current price');
    expect(vi.mocked(api)).not.toHaveBeenCalled();
    fireEvent.change(stopLoss, { target: { value: '66000' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Leave a field empty to remove that level.')).toBeTruthy();
  });
});
