import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { enableTotp, getSecurityOverview, setupTotp, type SecurityOverview, type TotpSetup, type TotpStatus } from '@common/api/security';
import { CODE } from '@common/envelope';
import { TotpSetupScreen } from '../../../../../src/features/security/TotpSetupScreen';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { renderRouted, whereNow } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// Setting up the authenticator app (issue 33): a new secret shown as a QR code and as text, the app's first code
// (a wrong one told at the field in the server's words), then the ten recovery codes, shown once, left only after
// the user says they saved them.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const SETUP: TotpSetup = {
  uri: 'otpauth://totp/Meridian:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Meridian',
  secret: 'JBSWY3DPEHPK3PXP',
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-JKMN-PQ${'23456789AB'.charAt(index)}R`);
const WRONG = 'The code is not right. Enter the current 6-digit code from your authenticator app.';
let overview: SecurityOverview;

/** What the overview answers, with only the authenticator app's part set (the other sections are not this screen's). */
function overviewOf(totp: TotpStatus, left = 0): SecurityOverview {
  return {
    totp,
    recovery_codes_left: left,
    passkeys: [],
    safeguards: { allow_list: false, withdrawals_locked_until: null, withdrawals_lock_reason: null, withdrawals_suspended_until: null },
    frozen: false,
    anti_phishing_code: null,
  };
}

function answer(endpoint: AnyEndpoint, input: unknown): Promise<unknown> {
  if (endpoint === getSecurityOverview) return Promise.resolve(overview);
  if (endpoint === setupTotp) return Promise.resolve(SETUP);
  if (endpoint === enableTotp) {
    if ((input as { code: string }).code !== '246810') return Promise.reject(new ApiCallError(CODE.CODE_INVALID, WRONG));
    return Promise.resolve({ recovery_codes: CODES });
  }
  return Promise.resolve(null);
}

beforeEach(() => {
  overview = overviewOf('off');
  signedInAnswering(call, () => null);
  call.mockImplementation((endpoint, input) => answer(endpoint, input));
});

async function start() {
  const routed = renderRouted(() => <TotpSetupScreen />, '/mine/security/authenticator');
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByRole('heading', { name: 'Scan the QR code' });
  return routed;
}

function typeFirstCode(code: string) {
  fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
}

describe('setting up the authenticator app', () => {
  it('shows the new secret as a QR code and as text in groups of four, with a copy button', async () => {
    await start();
    expect(callsTo(call, setupTotp)).toHaveLength(1);
    const qr = screen.getByRole('img', { name: 'QR code to add Meridian to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(SETUP.qr);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    const field = screen.getByLabelText('Code from the app');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
  });

  it('tells a wrong first code at the field in the server’s words', async () => {
    await start();
    typeFirstCode('111111');
    const field = screen.getByLabelText('Code from the app');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(WRONG);
    expect(callsTo(call, enableTotp)[0]?.[2]).toMatchObject({ silent: true });
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('shows the ten recovery codes once, and leaves only after the user says they saved them', async () => {
    const { router } = await start();
    typeFirstCode('246810');
    const shown = await screen.findByTestId('recovery-codes');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    expect(within(shown).getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Download as text' })).toBeTruthy();
    const done = within(shown).getByRole<HTMLButtonElement>('button', { name: 'Done' });
    expect(done.disabled).toBe(true);
    fireEvent.click(within(shown).getByLabelText('I have saved these codes somewhere safe'));
    fireEvent.click(done);
    await vi.waitFor(() => expect(whereNow(router).pathname).toBe('/mine/security'));
  });

  it('asks before leaving the codes unsaved', async () => {
    const { router } = await start();
    typeFirstCode('246810');
    await screen.findByTestId('recovery-codes');
    void router.navigate({ to: '/user' });
    const question = await screen.findByRole('alertdialog', { name: 'Leave without your recovery codes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(whereNow(router).pathname).toBe('/mine/security/authenticator');
    expect(screen.getByTestId('recovery-codes')).toBeTruthy();
  });

  it('says so when the app is already on, and starts nothing', async () => {
    overview = overviewOf('on', 10);
    renderRouted(() => <TotpSetupScreen />, '/mine/security/authenticator');
    expect(await screen.findByRole('heading', { name: 'The authenticator app is on' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(callsTo(call, setupTotp)).toHaveLength(0);
  });
});
