import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountState } from '../../../../../src/admin/customers/AccountState';
import { renderAsOperator } from './render';

// The customer's account as the list and the customer page name it: a suspension first, then a freeze by its owner
// (issue 33), then demo and simulated accounts; anything else is active.

const plain = { suspended: false, frozen: false, is_demo: false, is_simulated: false };

afterEach(cleanup);

describe("a customer's account state", () => {
  it('names a frozen account, after a suspension', () => {
    renderAsOperator('viewer', <AccountState customer={{ ...plain, frozen: true }} />);
    expect(screen.getByText('Frozen')).toBeTruthy();
    cleanup();
    renderAsOperator('viewer', <AccountState customer={{ ...plain, frozen: true, suspended: true }} />);
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.queryByText('Frozen')).toBeNull();
  });

  it('names any other real account active', () => {
    renderAsOperator('viewer', <AccountState customer={plain} />);
    expect(screen.getByText('Active')).toBeTruthy();
  });
});
