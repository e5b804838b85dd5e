import { describe, expect, it } from 'vitest';
import type { QueueClaim } from '../../../common/api/queue-page';
import type { QueueDetail } from '../../../common/api/admin-console';
import type { AdminCharge } from '../../../common/api/admin-wallet';
import { CODE } from '../../../common/envelope';
import { auth, call, type Envelope } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { CHARGES, claim, depositList, pendingDeposit } from '../helpers/queue-desk';
import { onPostgres } from '../helpers/test-db';
import { balances, bindCoinAddress, deposit, moneyCall, realUser, type WalletUser } from '../helpers/wallet';

// Claims on the console's queues (issue 31): an operator claims a waiting request, or assigns it to another
// operator whose role decides the queue; the list and the detail show who holds it; anyone else deciding it is
// refused with the holder's name until they take it over on purpose, which the audit log records; the claim ends
// with the decision. Two operators claiming at once end with one holder (PostgreSQL).

const app = appForTests();
const desk = madeBeforeTests(async () => ({
  alice: await operatorWithRole(app, 'finance'),
  bob: await operatorWithRole(app, 'finance'),
  admin: await operatorWithRole(app, 'admin'),
  support: await operatorWithRole(app, 'support'),
  viewer: await operatorWithRole(app, 'viewer'),
  user: await realUser(app, 'claims@example.com'),
}));

const approve = (token: string, id: number) => call<AdminCharge>(app, 'POST', `${CHARGES}/decide`, { id, action: 'approve' }, auth(token));
const detail = async (id: number) =>
  (await call<QueueDetail<AdminCharge>>(app, 'GET', `${CHARGES}/detail`, { id }, auth(desk.viewer.token))).data;
const holderInList = async (id: number) =>
  (await depositList(app, desk.viewer.token, { customer: desk.user.email })).data.data.find((row) => row.id === id)?.claim ?? null;
const auditOf = (id: number) =>
  app.database.db.query<{ action: string; operator_id: number; before: unknown; after: unknown }>(
    "SELECT action, operator_id, before, after FROM operator_decisions WHERE subject = 'charge' AND subject_id = $1 ORDER BY id",
    [id],
  );

describe('claiming a waiting deposit', () => {
  it('shows who holds it in the list and the detail, and refuses another operator’s decision by name', async () => {
    const id = await pendingDeposit(app, desk.user, '120');
    const claimed = (await claim(app, desk.alice.token, CHARGES, { id, action: 'claim' })) as Envelope<QueueClaim>;
    expect(claimed).toMatchObject({
      code: 1,
      msg: 'You are working on this now',
      data: { operator_email: desk.alice.email, assigned_by: null },
    });
    expect(await holderInList(id)).toMatchObject({ operator_id: desk.alice.id, operator_email: desk.alice.email });
    expect((await detail(id)).claim).toMatchObject({ operator_email: desk.alice.email });

    const before = await balances(app, desk.user.token);
    const refused = `${desk.alice.email} is working on this. Take it over first to work on it yourself.`;
    expect(await approve(desk.bob.token, id)).toMatchObject({ code: CODE.QUEUE_HELD, msg: refused, data: null });
    expect(await claim(app, desk.bob.token, CHARGES, { id, action: 'claim' })).toMatchObject({ code: CODE.QUEUE_HELD, msg: refused });
    expect(await claim(app, desk.bob.token, CHARGES, { id, action: 'release' })).toMatchObject({ code: CODE.QUEUE_HELD });
    expect(await balances(app, desk.user.token)).toEqual(before);
    expect((await detail(id)).item.status).toBe(0);

    // Claiming again is harmless; the holder decides, and the claim ends with the decision.
    expect((await claim(app, desk.alice.token, CHARGES, { id, action: 'claim' })).code).toBe(1);
    expect((await approve(desk.alice.token, id)).code).toBe(1);
    expect(await holderInList(id)).toBeNull();
    expect((await detail(id)).claim).toBeNull();
    expect(await claim(app, desk.alice.token, CHARGES, { id, action: 'claim' })).toMatchObject({
      code: CODE.ALREADY_DECIDED,
      msg: 'This has already been decided',
    });
  });

  it('is taken over only on purpose, and the take-over is in the audit log', async () => {
    const id = await pendingDeposit(app, desk.user, '130');
    expect((await claim(app, desk.alice.token, CHARGES, { id, action: 'claim' })).code).toBe(1);
    const taken = await claim(app, desk.bob.token, CHARGES, { id, action: 'take_over' });
    expect(taken).toMatchObject({ code: 1, msg: `Taken over from ${desk.alice.email}: you are working on this now` });
    expect(await holderInList(id)).toMatchObject({ operator_email: desk.bob.email, assigned_by: null });
    expect(await approve(desk.alice.token, id)).toMatchObject({ code: CODE.QUEUE_HELD, msg: expect.stringContaining(desk.bob.email) });
    expect((await approve(desk.bob.token, id)).code).toBe(1);
    expect(await auditOf(id)).toEqual([
      { action: 'take_over', operator_id: desk.bob.id, before: { held_by: desk.alice.email }, after: { held_by: desk.bob.email } },
      expect.objectContaining({ action: 'approve', operator_id: desk.bob.id }),
    ]);
  });

  it('may be released, after which anyone may claim it', async () => {
    const id = await pendingDeposit(app, desk.user, '140');
    expect((await claim(app, desk.alice.token, CHARGES, { id, action: 'claim' })).code).toBe(1);
    expect(await claim(app, desk.alice.token, CHARGES, { id, action: 'release' })).toMatchObject({
      code: 1,
      msg: 'Released: another operator may take it',
      data: null,
    });
    expect(await holderInList(id)).toBeNull();
    expect((await claim(app, desk.bob.token, CHARGES, { id, action: 'claim' })).code).toBe(1);
  });
});

describe('assigning a deposit to another operator', () => {
  it('hands it to an operator whose role decides deposits, recorded in the audit log', async () => {
    const id = await pendingDeposit(app, desk.user, '150');
    const assigned = await claim(app, desk.alice.token, CHARGES, { id, action: 'assign', operator_id: desk.bob.id });
    expect(assigned).toMatchObject({ code: 1, msg: `Assigned to ${desk.bob.email}` });
    expect(await holderInList(id)).toMatchObject({ operator_email: desk.bob.email, assigned_by: desk.alice.email });
    expect(await auditOf(id)).toEqual([
      { action: 'assign', operator_id: desk.alice.id, before: { held_by: null }, after: { held_by: desk.bob.email } },
    ]);
    // Now the assignee holds it: the one who assigned it is refused like anyone else.
    expect((await approve(desk.alice.token, id)).code).toBe(CODE.QUEUE_HELD);
    expect((await approve(desk.bob.token, id)).code).toBe(1);
  });

  it('refuses an operator who cannot decide the queue, and an unknown one, changing nothing', async () => {
    const id = await pendingDeposit(app, desk.user, '160');
    const refusal = 'This operator cannot decide this queue: choose an enabled operator whose role decides it';
    for (const operator_id of [desk.support.id, desk.viewer.id, 999_999]) {
      const answer = await claim(app, desk.alice.token, CHARGES, { id, action: 'assign', operator_id });
      expect(answer, String(operator_id)).toMatchObject({ code: CODE.BAD_INPUT, msg: refusal });
    }
    expect((await claim(app, desk.alice.token, CHARGES, { id, action: 'assign' })).code).toBe(CODE.BAD_INPUT);
    expect(await holderInList(id)).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });

  it('is for those who decide the queue: support and viewers may not claim deposits', async () => {
    const id = await pendingDeposit(app, desk.user, '170');
    for (const token of [desk.support.token, desk.viewer.token]) {
      expect((await claim(app, token, CHARGES, { id, action: 'claim' })).code).toBe(CODE.ROLE_FORBIDDEN);
    }
    expect((await claim(app, desk.alice.token, CHARGES, { id: 987_654_321, action: 'claim' })).code).toBe(CODE.NOT_FOUND);
  });
});

async function customerWithdrawing(user: WalletUser, amount: string): Promise<number> {
  const method = await bindCoinAddress(app, user.token);
  const drawn = await moneyCall<{ id: number }>(app, user.token, '/api/account/draw', {
    draw_currency_id: 1,
    number: amount,
    draw_method_id: method,
  });
  expect(drawn.code, drawn.msg).toBe(1);
  return drawn.data.id;
}

describe('a payout above the four-eyes threshold', () => {
  it('is released by its first approval, so the second operator is not refused as working on another’s request', async () => {
    const user = await realUser(app, 'claims-four-eyes@example.com');
    await deposit(app, user, desk.admin.token, '3000.00');
    const id = await customerWithdrawing(user, '1500');
    const withdrawals = '/admin/api/wallet/withdrawals';
    expect((await claim(app, desk.alice.token, withdrawals, { id, action: 'claim' })).code).toBe(1);
    const complete = (token: string, reference: string) =>
      call(app, 'POST', `${withdrawals}/decide`, { id, action: 'complete', reference }, auth(token));
    expect(await complete(desk.alice.token, 'FT-1')).toMatchObject({ code: 1, data: { status: 0 } });
    expect(await complete(desk.bob.token, 'FT-2')).toMatchObject({ code: 1, data: { status: 1 } });
  });
});

describe.skipIf(!onPostgres)('two operators claiming the same deposit at once, on PostgreSQL (PGlite runs one at a time)', () => {
  it('end with one holder; the other is told who it is', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await pendingDeposit(app, desk.user, '50');
      const answers = await Promise.all([
        claim(app, desk.alice.token, CHARGES, { id, action: 'claim' }),
        claim(app, desk.bob.token, CHARGES, { id, action: 'claim' }),
      ]);
      expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([CODE.OK, CODE.QUEUE_HELD]);
      const winner = answers[0].code === CODE.OK ? desk.alice : desk.bob;
      const loser = winner === desk.alice ? desk.bob : desk.alice;
      expect(answers.find((answer) => answer.code === CODE.QUEUE_HELD)?.msg).toContain(winner.email);
      expect(await holderInList(id)).toMatchObject({ operator_email: winner.email });
      const rows = await app.database.db.query("SELECT 1 FROM queue_claims WHERE subject = 'charge' AND subject_id = $1", [id]);
      expect(rows).toHaveLength(1);
      expect((await approve(loser.token, id)).code).toBe(CODE.QUEUE_HELD);
    }
  });
});
