import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { createOperator } from '../../../server/admin/operators';
import { auth, call, newAddress, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { signInOperator } from '../helpers/operators';

const app = appForTests();
let operatorToken: string;
let userToken: string;
beforeAll(async () => {
  const password = await createOperator(app.database.db, app.clock, 'ops@example.com');
  const answer = await signInOperator(app, { email: 'OPS@example.com', password: password! });
  operatorToken = answer.data.token;
  userToken = (await registerUser(app, 'user@example.com')).token;
});

describe('operators and users kept apart', () => {
  it('creates an operator once, with a generated password', async () => {
    expect(await createOperator(app.database.db, app.clock, 'ops@example.com')).toBeNull();
    const again = await createOperator(app.database.db, app.clock, 'second@example.com');
    expect(again).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('lets an operator into the back office', async () => {
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(operatorToken))).data).toMatchObject({ email: 'ops@example.com' });
  });

  it('keeps a user session out of the back office', async () => {
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(userToken))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('keeps an operator session out of user calls', async () => {
    expect((await call(app, 'GET', '/api/user/info', {}, auth(operatorToken))).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('refuses a wrong operator password without telling whether the operator exists', async () => {
    const wrong = await call(app, 'POST', '/admin/api/login', { email: 'ops@example.com', password: 'nope' }, {}, newAddress());
    const unknown = await call(app, 'POST', '/admin/api/login', { email: 'who@example.com', password: 'nope' }, {}, newAddress());
    expect(wrong).toEqual({ code: CODE.WRONG_CREDENTIALS, msg: 'Wrong account or password', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('ends the operator session at logout', async () => {
    expect((await call(app, 'POST', '/admin/api/logout', {}, auth(operatorToken))).code).toBe(1);
    expect((await call(app, 'GET', '/admin/api/me', {}, auth(operatorToken))).code).toBe(CODE.NOT_LOGGED_IN);
  });
});
