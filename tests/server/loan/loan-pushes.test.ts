import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LOAN_EVENT, type LoanPush } from '../../../common/api/loan';
import { SOCKET_PATH, type ServerFrame } from '../../../common/socket';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import {
  approvedBorrower,
  approveLoan,
  DAY_MS,
  decide,
  kycForm,
  sendKyc,
  sendRepayment,
  signLoan,
  waitingRepayments,
} from '../helpers/loan';
import { operatorToken, realUser } from '../helpers/wallet';

// Loan decisions reach the borrower's screens: each operator decision and each day's late fee is pushed on the LOAN
// topic to that user, once committed, and to no other user.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));
let pushes: { mock: { calls: unknown[][] }; mockClear(): void };

beforeAll(() => {
  pushes = vi.spyOn(app.hub, 'pushToUser');
});
afterEach(() => pushes.mockClear());

/** The LOAN pushes since the last check, as [user, push]. */
const loanPushes = () => pushes.mock.calls.filter((call) => call[1] === 'LOAN').map((call) => [call[0] as number, call[2] as LoanPush]);

describe('a loan decision', () => {
  it('is pushed to its borrower: identity check, loan, late fee, repayment', async () => {
    const user = await realUser(app, 'pushed@example.com');
    expect((await sendKyc(app, user.token, await kycForm(app, user.token))).code).toBe(1);
    expect((await decide(app, operator.token, 'kycs', user.userId, 'reject', 'The photo is blurred')).code).toBe(1);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.kycRejected, loan_id: null }]]);
    pushes.mockClear();
    expect((await sendKyc(app, user.token, await kycForm(app, user.token))).code).toBe(1);
    expect((await decide(app, operator.token, 'kycs', user.userId, 'approve')).code).toBe(1);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.kycApproved, loan_id: null }]]);

    const rejected = await signLoan(app, user.token, 1, '500');
    pushes.mockClear();
    expect((await decide(app, operator.token, 'loans', rejected.id, 'reject', 'Not now')).code).toBe(1);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.loanRejected, loan_id: rejected.id }]]);

    const loan = await signLoan(app, user.token, 1, '500');
    pushes.mockClear();
    await approveLoan(app, operator.token, loan.id);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.loanApproved, loan_id: loan.id }]]);

    // The job the leader runs: nothing before the due day is over, then one push per run that charged a day.
    const job = app.jobs.find((candidate) => candidate.name === 'loan-late-fees');
    expect(job).toBeDefined();
    pushes.mockClear();
    await job!.run(app.database.db, app.clock, () => Promise.resolve());
    expect(loanPushes()).toEqual([]);
    app.clock.advance((loan.loan_period + 1) * DAY_MS);
    await job!.run(app.database.db, app.clock, () => Promise.resolve());
    await job!.run(app.database.db, app.clock, () => Promise.resolve());
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.lateFee, loan_id: loan.id }]]);

    expect((await sendRepayment(app, user.token, loan.id)).code).toBe(1);
    const [waiting] = await waitingRepayments(app, operator.token);
    pushes.mockClear();
    expect((await decide(app, operator.token, 'repayments', waiting!.id, 'reject', 'No such transfer')).code).toBe(1);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.repaymentRejected, loan_id: loan.id }]]);
    expect((await sendRepayment(app, user.token, loan.id)).code).toBe(1);
    const [again] = await waitingRepayments(app, operator.token);
    pushes.mockClear();
    expect((await decide(app, operator.token, 'repayments', again!.id, 'approve')).code).toBe(1);
    expect(loanPushes()).toEqual([[user.userId, { event: LOAN_EVENT.repaymentConfirmed, loan_id: loan.id }]]);
  });

  it('is not pushed when the decision is refused', async () => {
    const user = await realUser(app, 'refused-push@example.com');
    await approvedBorrower(app, user, operator.token);
    pushes.mockClear();
    expect((await decide(app, operator.token, 'kycs', user.userId, 'approve')).code).not.toBe(1);
    expect((await decide(app, operator.token, 'loans', 987654, 'approve')).code).not.toBe(1);
    expect(loanPushes()).toEqual([]);
  });

  it("reaches the borrower's socket and no other user's", async () => {
    const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const url = address.replace(/^http/, 'ws') + SOCKET_PATH;
    const listen = async (token: string) => {
      const socket = new WebSocket(url);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const frames: ServerFrame[] = [];
      socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as ServerFrame));
      socket.send(JSON.stringify({ type: 'login', token }));
      await vi.waitFor(() => expect(frames).toContainEqual({ type: 'login', code: 1 }));
      socket.send(JSON.stringify({ type: 'sub', topic: 'LOAN' }));
      // Frames are handled in order: the pong says the subscription is in place.
      socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
      await vi.waitFor(() => expect(frames).toContainEqual({ type: 'pong', ts: 1 }));
      return { socket, frames };
    };
    const borrower = await realUser(app, 'socket-borrower@example.com');
    const other = await realUser(app, 'socket-other@example.com');
    const borrowerSocket = await listen(borrower.token);
    const otherSocket = await listen(other.token);
    expect((await sendKyc(app, borrower.token, await kycForm(app, borrower.token))).code).toBe(1);
    expect((await decide(app, operator.token, 'kycs', borrower.userId, 'approve')).code).toBe(1);
    await vi.waitFor(() => expect(borrowerSocket.frames.some((frame) => frame.type === 'push')).toBe(true));
    expect(borrowerSocket.frames.find((frame) => frame.type === 'push')).toMatchObject({
      topic: 'LOAN',
      data: { event: LOAN_EVENT.kycApproved, loan_id: null },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(otherSocket.frames.filter((frame) => frame.type === 'push')).toEqual([]);
    borrowerSocket.socket.terminate();
    otherSocket.socket.terminate();
  });
});
