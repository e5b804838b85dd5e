import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { userProfile } from '@common/api/protection';
import { TraderCard } from '../../../../../src/features/follow/TraderCard';
import { TraderFollowButton } from '../../../../../src/features/follow/TraderFollowButton';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { profile } from '../../shared/protection/fixtures';
import { callsTo, signedInAnswering } from '../../signed-in';
import { trader, traderDetail } from './fixtures';

// Copy trading under the client's rules (issue 38): where it is not offered, the follow button gives way to one line
// that says so; someone following already keeps the way to their settings.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const NOT_OFFERED = 'Copy trading is not offered in your country of residence.';

beforeEach(() => {
  signedInAnswering(call, (endpoint: AnyEndpoint) => (endpoint === userProfile ? profile({ copy_trading_offered: false }) : null));
});

describe('where copy trading is not offered', () => {
  it('a trader card says so in place of its follow button', async () => {
    renderScreen(() => <TraderCard trader={trader({ is_followed: 0 })} onOpen={() => undefined} onFollow={() => undefined} />);
    expect(await screen.findByText(NOT_OFFERED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('the trader page says so in place of its follow button, but keeps a follower settings', async () => {
    renderScreen(() => <TraderFollowButton trader={traderDetail({ is_followed: 0 })} onFollow={() => undefined} />);
    expect(await screen.findByText(NOT_OFFERED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('keeps the way to the settings of a follow already made', async () => {
    renderScreen(() => <TraderFollowButton trader={traderDetail({ is_followed: 1 })} onFollow={() => undefined} />);
    await waitFor(() => expect(callsTo(call, userProfile)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Following: change settings' })).toBeTruthy();
    expect(screen.queryByText(NOT_OFFERED)).toBeNull();
  });
});
