import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { stepUp } from '@common/api/security';
import { CODE } from '@common/envelope';
import { STEP_UP_KIND } from '@common/security';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { useStepUp } from '../../../../../src/shared/security';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// "Confirm it is you" (issue 33): the dialog other screens open through useStepUp().confirm(kind). It sends the kind
// and the code to POST /api/security/step_up and hands the token to the caller; a wrong code is told at the field.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TOKEN = 'A'.repeat(43);
const WRONG = 'The code is not right. Enter the current 6-digit code from your authenticator app.';

function answers(endpoint: AnyEndpoint): unknown {
  if (endpoint === stepUp) return { token: TOKEN, expires_at: Date.now() + 300_000 };
  return null;
}

/** A screen that asks for a step-up of a withdrawal and shows what it got. */
function Asking() {
  const { confirm, dialog } = useStepUp();
  const [got, setGot] = useState<string>('nothing yet');
  return (
    <>
      <button type="button" onClick={() => void confirm(STEP_UP_KIND.WITHDRAWAL).then((token) => setGot(token ?? 'cancelled'))}>
        Withdraw
      </button>
      <output data-testid="got">{got}</output>
      {dialog}
    </>
  );
}

async function openDialog(): Promise<HTMLElement> {
  renderScreen(() => <Asking />);
  fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', { name: 'Confirm it is you' });
}

beforeEach(() => signedInAnswering(call, answers));

describe('the step-up dialog', () => {
  it('sends the kind of action with the app’s code and hands the token to the caller', async () => {
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByTestId('got').textContent).toBe(TOKEN));
    expect(callsTo(call, stepUp)).toEqual([[stepUp, { kind: 'withdrawal', code: '123456' }, { silent: true }]]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a recovery code instead, sent in its dashed groups', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(within(dialog).getByLabelText('Recovery code'), { target: { value: 'abcd efgh jkmn pqrs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.getByTestId('got').textContent).toBe(TOKEN));
    expect(callsTo(call, stepUp)[0]?.[1]).toEqual({ kind: 'withdrawal', code: 'ABCD-EFGH-JKMN-PQRS' });
  });

  it('tells a wrong code at the field in the server’s words, and stays for another try', async () => {
    call.mockImplementation((endpoint) =>
      endpoint === stepUp ? Promise.reject(new ApiCallError(CODE.CODE_INVALID, WRONG)) : Promise.resolve(answers(endpoint)),
    );
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText('Authentication code');
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(WRONG);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('got').textContent).toBe('nothing yet');
    expect(screen.getByRole('dialog', { name: 'Confirm it is you' })).toBeTruthy();
  });

  it('asks nothing of the server for a code that cannot be one', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter the 6 digits from your authenticator app.');
    expect(callsTo(call, stepUp)).toHaveLength(0);
  });

  it('answers null when the user cancels', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.getByTestId('got').textContent).toBe('cancelled'));
    expect(callsTo(call, stepUp)).toHaveLength(0);
  });
});
