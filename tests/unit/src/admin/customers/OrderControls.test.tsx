import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../../../../../common/api/admin-console';
import { OrderControlCell, partsOf, type OrderControlColumn } from '../../../../../src/admin/customers/OrderControls';
import { renderAsOperator } from './render';

// A contract order's trading controls in the customer screen's orders tab (issue 35): the trailing distance, the
// expiry, the open and close receipts (price seen, slippage money) and the partial closes, part by part. A value the
// order does not have reads as a dash.

afterEach(cleanup);

const ORDER: CustomerRecord = {
  id: 41,
  trailing_distance: '0.0005',
  expire_at: null,
  seen_price: '1.1',
  open_slippage: '-4.00',
  close_seen_price: '1.1004',
  close_slippage: '-1.00',
  partial_closes: 2,
  partial_parts: JSON.stringify([
    { lots: '0.1', price: '1.1003', seq: '1201', time: Date.UTC(2026, 10, 30, 7, 0, 0), realised: '1.00' },
    { lots: '0.05', price: '1.1010', seq: '1260', time: Date.UTC(2026, 10, 30, 7, 5, 0), realised: '4.50' },
  ]),
};

function cell(row: CustomerRecord, column: OrderControlColumn): string {
  renderAsOperator(
    'viewer',
    <div data-testid="cell">
      <OrderControlCell row={row} column={column} />
    </div>,
  );
  const text = screen.getByTestId('cell').textContent;
  cleanup();
  return text;
}

describe("a contract order's trading controls in the console", () => {
  it('shows the trailing distance, or a dash for none', () => {
    expect(cell(ORDER, 'trailing_distance')).toBe('0.0005');
    expect(cell({ ...ORDER, trailing_distance: '0' }, 'trailing_distance')).toBe('—');
  });

  it('shows an expiry as a time, and a dash for good till cancelled', () => {
    expect(cell({ ...ORDER, expire_at: Date.UTC(2026, 11, 1, 9, 30, 0) }, 'expire_at')).toMatch(/2026|26/);
    expect(cell(ORDER, 'expire_at')).toBe('—');
  });

  it('shows each receipt with its seen price and slippage money', () => {
    expect(cell(ORDER, 'open_receipt')).toBe('Seen 1.1, slippage -4.00 USD');
    expect(cell(ORDER, 'close_receipt')).toBe('Seen 1.1004, slippage -1.00 USD');
    expect(cell({ ...ORDER, seen_price: null, open_slippage: null }, 'open_receipt')).toBe('—');
    // A pending order not yet filled: the price it waits for, no slippage yet.
    expect(cell({ ...ORDER, open_slippage: null }, 'open_receipt')).toBe('Seen 1.1');
  });

  it('lists the partial closes, each with its lots, tick and realised profit', () => {
    renderAsOperator('viewer', <OrderControlCell row={ORDER} column="partial_closes" />);
    const items = screen.getByRole('list', { name: 'Partial closes' }).querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toMatch(/^0\.1 lots at 1\.1003 \(tick 1201, .+\), realised 1\.00 USD$/);
    expect(items[1]?.textContent).toMatch(/^0\.05 lots at 1\.1010 \(tick 1260, .+\), realised 4\.50 USD$/);
  });

  it('reads no parts from none or from text that is not the server’s list', () => {
    expect(cell({ ...ORDER, partial_parts: null }, 'partial_closes')).toBe('—');
    expect(partsOf({ partial_parts: 'not json' })).toEqual([]);
    expect(partsOf({ partial_parts: JSON.stringify([{ lots: 1 }]) })).toEqual([]);
  });
});
