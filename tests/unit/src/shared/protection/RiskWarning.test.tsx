import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { riskWarning, type RiskWarning as Warning } from '@common/api/protection';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { RiskWarning } from '../../../../../src/shared/protection';
import { renderScreen } from '../../render-screen';
import { callsTo } from '../../signed-in';

// The risk warning (issue 38): the server's text in small print, or nothing when the rule set shows none.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TEXT = 'CFDs are complex instruments. 74.50% of retail investor accounts lose money when trading CFDs with this provider.';

function answering(warning: Warning) {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve(endpoint === riskWarning ? warning : null));
}

beforeEach(() => store.set(sessionAtom, null));

describe('the risk warning', () => {
  it('shows the server text, for the country given', async () => {
    answering({ style: 'full', text: TEXT, percent: '74.50', as_of: Date.UTC(2026, 0, 1) });
    renderScreen(() => <RiskWarning country="DE" />);
    expect((await screen.findByRole('complementary', { name: 'Risk warning' })).textContent).toBe(TEXT);
    expect(callsTo(call, riskWarning).map(([, input]) => input)).toEqual([{ country: 'DE' }]);
  });

  it('shows nothing when the rule set has none', async () => {
    answering({ style: 'none', text: '', percent: null, as_of: null });
    renderScreen(() => <RiskWarning />);
    await waitFor(() => expect(callsTo(call, riskWarning)).toHaveLength(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
