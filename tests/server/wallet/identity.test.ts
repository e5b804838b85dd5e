import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminIdentity } from '../../../common/api/admin-wallet';
import type { IdentityCenter } from '../../../common/api/identity';
import { CODE } from '../../../common/envelope';
import { auth, call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';
import type { Page } from '../../../common/api/page';

// Real-name verification: 0 form -> 1 waiting on submit; an operator approves (2) or sends it back to 0 with a
// reason the user reads, after which the user may submit again. The photos must be the user's own uploads.

const app = appForTests();
let user: WalletUser;
let operator: string;
beforeAll(async () => {
  operator = await operatorToken(app);
  user = await realUser(app, 'person@example.com');
});

const center = async () => (await call<IdentityCenter>(app, 'GET', '/api/user_real/center', {}, auth(user.token))).data;
const submit = async (overrides: Record<string, string> = {}) =>
  call<IdentityCenter>(
    app,
    'POST',
    '/api/user_real/real_name',
    {
      name: 'Chan Tai Man',
      card_id: 'A1234567',
      front_pic: await uploadedUrl(app, user.token),
      reverse_pic: await uploadedUrl(app, user.token),
      ...overrides,
    },
    auth(user.token),
  );
const decide = (action: string, reason = '') =>
  call<AdminIdentity>(app, 'POST', '/admin/api/wallet/identities/decide', { id: user.userId, action, reason }, auth(operator));

describe('real-name verification', () => {
  it('starts at the form', async () => {
    expect(await center()).toEqual({ review_status: 0, name: '', card_id: '', front_pic: '', reverse_pic: '', reason: '' });
  });

  it('refuses photos that are not the user’s own uploads, and missing fields', async () => {
    const other = await realUser(app, 'other@example.com');
    const answer = await submit({ front_pic: await uploadedUrl(app, other.token) });
    expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The image for front_pic is not one you uploaded' });
    expect((await submit({ name: '' })).msg).toBe('Please fill in name');
    expect((await submit({ card_id: "1' OR 1=1" })).msg).toBe('The value of card_id is not valid');
    expect((await center()).review_status).toBe(0);
  });

  it('waits for review after a submit, and refuses a second one meanwhile', async () => {
    const answer = await submit();
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Submitted. We will check it soon.',
      data: { review_status: 1, name: 'Chan Tai Man', card_id: 'A1234567' },
    });
    expect(answer.data.front_pic).toMatch(/^\/api\/common\/upload\//);
    expect((await submit()).code).toBe(CODE.IDENTITY_STATE);
  });

  it('goes back to the form with the operator’s reason when rejected', async () => {
    const pending = await call<Page<AdminIdentity>>(app, 'GET', '/admin/api/wallet/identities', { review_status: 1 }, auth(operator));
    expect(pending.data.data.map((row) => row.email)).toEqual(['person@example.com']);
    expect((await decide('reject')).msg).toBe('Please fill in Reason');
    expect((await decide('reject', 'The photo of the back is blurred')).data.review_status).toBe(0);
    expect(await center()).toMatchObject({ review_status: 0, reason: 'The photo of the back is blurred' });
  });

  it('is verified when approved after a new submit, and then stays verified', async () => {
    expect((await submit({ card_id: 'A7654321' })).data).toMatchObject({ review_status: 1, reason: '' });
    expect((await decide('approve')).data.review_status).toBe(2);
    expect(await center()).toMatchObject({ review_status: 2, card_id: 'A7654321' });
    expect((await decide('approve')).code).toBe(CODE.ALREADY_DECIDED);
    expect(await submit()).toMatchObject({ code: CODE.IDENTITY_STATE, msg: 'Your identity is already verified' });
  });

  it('keeps both decisions in the record', async () => {
    const decisions = await call<Page<{ action: string; before: { review_status: number }; after: { review_status: number } }>>(
      app,
      'GET',
      '/admin/api/wallet/decisions',
      { subject: 'identity' },
      auth(operator),
    );
    expect(decisions.data.data.map((row) => [row.action, row.before.review_status, row.after.review_status])).toEqual([
      ['approve', 1, 2],
      ['reject', 1, 0],
    ]);
  });
});
