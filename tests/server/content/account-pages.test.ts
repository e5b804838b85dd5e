import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../common/api/access';
import type { Announcement, CompanyEmail, InviteList } from '../../../common/api/content';
import { CODE } from '../../../common/envelope';
import { auth, call, lastCodeFor, newAddress } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { demoTrader } from '../helpers/trading';
import { operatorToken, realUser } from '../helpers/wallet';

const app = appForTests();

async function registerInvited(email: string, inviteCode: string): Promise<void> {
  expect((await call(app, 'POST', '/api/notify/send_email', { email, scene: 'register' }, {}, newAddress())).code).toBe(1);
  const answer = await call<LoginResult>(app, 'POST', '/api/user/register', {
    type: 'email',
    account: email,
    password: 'correct horse 1',
    re_password: 'correct horse 1',
    invite_code: inviteCode,
    sms_code: lastCodeFor(app, email),
  });
  expect(answer.code, answer.msg).toBe(1);
}

describe('the invite list', () => {
  it('lists the people registered with my code, newest first, with masked addresses', async () => {
    const inviter = await realUser(app, 'inviter@example.com');
    const mine = await call<InviteList>(app, 'GET', '/api/user/invite_list', { page: 1 }, auth(inviter.token));
    expect(mine.data).toMatchObject({ data: [], total: 0 });
    await registerInvited('alice.friend@example.com', mine.data.invite_code);
    app.clock.advance(60_000);
    await registerInvited('bo@example.org', mine.data.invite_code);
    const other = await realUser(app, 'stranger@example.com');
    const list = await call<InviteList>(app, 'GET', '/api/user/invite_list', { page: 1 }, auth(inviter.token));
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((row) => row.account)).toEqual(['b***@example.org', 'al***@example.com']);
    expect(list.data.data[0]!.created_at).toBe(app.clock.now());
    expect((await call<InviteList>(app, 'GET', '/api/user/invite_list', {}, auth(other.token))).data.total).toBe(0);
  });

  it('refuses a demo account with "only true account"', async () => {
    const demo = await demoTrader(app);
    const answer = await call(app, 'GET', '/api/user/invite_list', { page: 1 }, auth(demo.token));
    expect(answer.code).toBe(CODE.ONLY_REAL_ACCOUNT);
  });
});

describe('email and announcement', () => {
  it('answers the back office addresses and the announcement in the reader language, else hk, else en', async () => {
    expect((await call<CompanyEmail>(app, 'GET', '/api/company/email')).data).toEqual({
      complaint_email: 'complaints@meridian.example',
      support_email: 'support@meridian.example',
    });
    expect((await call<Announcement>(app, 'GET', '/api/common/announcement', {}, { lang: 'fr' })).data.content).toBe('');
    const operator = await operatorToken(app);
    for (const [key, value] of [
      ['announcement.en', 'No service in KP, IL, CN, VU, CU.'],
      ['announcement.hk', '不向北韓等地提供服務。'],
      ['support_email', 'help@meridian.example'],
    ]) {
      expect((await call(app, 'POST', '/admin/api/settings/save', { key: key!, value: value! }, { authorization: operator })).code).toBe(1);
    }
    expect((await call<Announcement>(app, 'GET', '/api/common/announcement', {}, { lang: 'fr' })).data.content).toBe(
      '不向北韓等地提供服務。',
    );
    expect((await call<Announcement>(app, 'GET', '/api/common/announcement', {}, { lang: 'en' })).data.content).toBe(
      'No service in KP, IL, CN, VU, CU.',
    );
    expect((await call<CompanyEmail>(app, 'GET', '/api/company/email')).data.support_email).toBe('help@meridian.example');
    // Each change is recorded by the console's one settings call: the key and its value before and after.
    const records = await app.database.db.query<{ action: string; key: string }>(
      "SELECT action, after->>'key' AS key FROM operator_decisions WHERE subject = 'setting' ORDER BY id",
    );
    expect(records.map((row) => `${row.action} ${row.key}`)).toEqual([
      'create announcement.en',
      'create announcement.hk',
      'update support_email',
    ]);
  });
});
