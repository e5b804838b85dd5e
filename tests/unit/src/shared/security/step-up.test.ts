import { describe, expect, it, vi } from 'vitest';
import { CODE } from '../../../../../common/envelope';
import { STEP_UP_KIND } from '../../../../../common/security';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { codeToSend, appCodeInput } from '../../../../../src/shared/security/code-entry';
import { isStepUpRequired, sendWithStepUp, StepUpCancelled, type SteppedUpSend } from '../../../../../src/shared/security/step-up';

// The step-up's rule (issue 33): a sensitive call answered 9002 is confirmed by the user and sent once more with the
// token; nothing else is asked, and a user is never caught in a loop of dialogs.

const stepUpRequired = () => new ApiCallError(CODE.STEP_UP_REQUIRED, 'Please confirm it is you to continue.');

describe('sending a sensitive call', () => {
  it('sends it once, quietly, without a token, and asks nothing when it goes through', async () => {
    const send = vi.fn<SteppedUpSend<string>>(() => Promise.resolve('done'));
    const confirm = vi.fn(() => Promise.resolve('token'));
    await expect(sendWithStepUp(STEP_UP_KIND.WITHDRAWAL, confirm, send, () => undefined)).resolves.toBe('done');
    expect(send.mock.calls).toEqual([[undefined, true]]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('after a 9002, asks for a step-up of the call’s kind and sends it again with the token, toasted as usual', async () => {
    const send = vi.fn((token: string | undefined) => (token ? Promise.resolve('done') : Promise.reject(stepUpRequired())));
    const confirm = vi.fn(() => Promise.resolve('step-up-token'));
    const refused = vi.fn();
    await expect(sendWithStepUp(STEP_UP_KIND.PASSWORD, confirm, send, refused)).resolves.toBe('done');
    expect(confirm).toHaveBeenCalledWith('password');
    expect(send.mock.calls).toEqual([
      [undefined, true],
      ['step-up-token', false],
    ]);
    // The 9002 itself is the dialog's to tell, not a toast's.
    expect(refused).not.toHaveBeenCalled();
  });

  it('sends nothing more when the user cancels the step-up, and fails silently', async () => {
    const send = vi.fn(() => Promise.reject(stepUpRequired()));
    const failure = sendWithStepUp(
      STEP_UP_KIND.SECOND_FACTOR,
      () => Promise.resolve(null),
      send,
      () => undefined,
    );
    await expect(failure).rejects.toBeInstanceOf(StepUpCancelled);
    await expect(failure).rejects.toMatchObject({ canceled: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('asks only once: a second 9002 (the token spent or expired meanwhile) is the call’s refusal', async () => {
    const send = vi.fn(() => Promise.reject(stepUpRequired()));
    const confirm = vi.fn(() => Promise.resolve('token'));
    await expect(sendWithStepUp(STEP_UP_KIND.WITHDRAWAL, confirm, send, () => undefined)).rejects.toSatisfy(isStepUpRequired);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows any other refusal of the quiet first try, and asks nothing', async () => {
    const refusal = new ApiCallError(CODE.INSUFFICIENT_FUNDS, 'Your balance is not enough.');
    const refused = vi.fn();
    const confirm = vi.fn(() => Promise.resolve('token'));
    await expect(sendWithStepUp(STEP_UP_KIND.WITHDRAWAL, confirm, () => Promise.reject(refusal), refused)).rejects.toBe(refusal);
    expect(refused).toHaveBeenCalledWith('Your balance is not enough.');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves a failure of the network to the client, which toasted it already', async () => {
    const lost = new ApiCallError('ERR_NETWORK', 'Network error');
    const refused = vi.fn();
    await expect(
      sendWithStepUp(
        STEP_UP_KIND.WITHDRAWAL,
        () => Promise.resolve('token'),
        () => Promise.reject(lost),
        refused,
      ),
    ).rejects.toBe(lost);
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('the codes the step-up accepts', () => {
  it('keeps only the digits of an app code, at most six', () => {
    expect(appCodeInput('12 34-56 7')).toBe('123456');
    expect(appCodeInput('abc')).toBe('');
  });

  it('sends six digits for the app, nothing shorter', () => {
    expect(codeToSend('app', '123456')).toBe('123456');
    expect(codeToSend('app', '12345')).toBeNull();
  });

  it('sends a recovery code in its dashed groups whatever the spacing or case typed', () => {
    expect(codeToSend('recovery', 'abcd efgh jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeToSend('recovery', ' ABCDEFGHJKMNPQRS ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(codeToSend('recovery', 'ABCD-EFGH')).toBeNull();
  });
});
