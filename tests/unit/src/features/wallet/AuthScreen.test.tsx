import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { identityCenter, REVIEW_STATUS, type IdentityCenter } from '@common/api/identity';
import { AuthScreen } from '../../../../../src/features/wallet/AuthScreen';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// After a rejection the form is sent back with the reason: it starts from what was sent, for the user to correct,
// not blank (issue 31, item 6).

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const rejected: IdentityCenter = {
  review_status: REVIEW_STATUS.form,
  name: 'Ann Lee',
  card_id: 'K1234567',
  front_pic: '/uploads/front.png',
  reverse_pic: '/uploads/back.png',
  reason: 'The photo is blurred',
};

describe('real-name verification sent back', () => {
  it('shows the reason and the name and ID number that were sent, ready to correct', async () => {
    signedInAnswering(call, (endpoint: AnyEndpoint) => (endpoint === identityCenter ? rejected : {}));
    renderScreen(() => <AuthScreen />, '/mine/auth');
    expect(await screen.findByText(/The photo is blurred/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ann Lee');
    expect(screen.getByLabelText<HTMLInputElement>('ID number').value).toBe('K1234567');
  });
});
