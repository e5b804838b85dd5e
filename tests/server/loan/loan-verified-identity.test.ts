import { describe, expect, it } from 'vitest';
import type { OwnLoanKyc } from '../../../common/api/loan';
import { CODE } from '../../../common/envelope';
import { LOAN_KYC_STATUS } from '../../../common/loan';
import { auth, call } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { decide, kycForm, preview, sendKyc } from '../helpers/loan';
import { operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// Issue 31, item 6: the loan identity form retyped what the real-name check had verified. The verified name and ID
// number are the truth: the server fills them into the loan identity, and refuses a loan identity that names
// someone else or another document, with a message that says which verified value it must be.

const app = appForTests();
const operator = madeBeforeTests(async () => ({ token: await operatorToken(app) }));

/** A customer whose real-name check an operator verified: Chan Tai Man, A7654321. */
async function verifiedCustomer(email: string): Promise<WalletUser> {
  const user = await realUser(app, email);
  const sent = await call(
    app,
    'POST',
    '/api/user_real/real_name',
    {
      name: 'Chan Tai Man',
      card_id: 'A7654321',
      front_pic: await uploadedUrl(app, user.token),
      reverse_pic: await uploadedUrl(app, user.token),
    },
    auth(user.token),
  );
  expect(sent.code, sent.msg).toBe(1);
  const approved = await call(
    app,
    'POST',
    '/admin/api/wallet/identities/decide',
    { id: user.userId, action: 'approve' },
    auth(operator.token),
  );
  expect(approved.code, approved.msg).toBe(1);
  return user;
}

const info = async (user: WalletUser) => (await call<OwnLoanKyc>(app, 'GET', '/api/loan/info', {}, auth(user.token))).data;

/** The form without the fields the verified identity fixes. */
async function formWithoutIdentity(user: WalletUser): Promise<Record<string, string | number>> {
  const form = await kycForm(app, user.token);
  return Object.fromEntries(Object.entries(form).filter(([field]) => !['name', 'last_name', 'id_number'].includes(field)));
}

describe('the loan identity of a customer with a verified real-name check', () => {
  it('tells the form the verified name and ID number; none for a customer not verified', async () => {
    const verified = await verifiedCustomer('verified@example.com');
    expect((await info(verified)).verified).toEqual({ name: 'Chan Tai Man', id_number: 'A7654321' });
    const unverified = await realUser(app, 'unverified@example.com');
    expect((await info(unverified)).verified).toBeNull();
  });

  it('takes the name and ID number from the verified identity when the form does not send them', async () => {
    const user = await verifiedCustomer('filled@example.com');
    const sent = await sendKyc(app, user.token, await formWithoutIdentity(user));
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data).toMatchObject({ status: LOAN_KYC_STATUS.waiting, name: 'Chan Tai Man', last_name: '', id_number: 'A7654321' });
    // The agreement is made out to the verified name.
    expect((await decide(app, operator.token, 'kycs', user.userId, 'approve')).code).toBe(1);
    const { html } = await preview(app, user.token, 2, '1000');
    expect(html).toContain('and Chan Tai Man, holder of identity card number A7654321');
  });

  it('accepts the verified name however it is split and spaced, and keeps it as verified', async () => {
    const user = await verifiedCustomer('split@example.com');
    const sent = await sendKyc(
      app,
      user.token,
      await kycForm(app, user.token, { name: 'CHAN', last_name: 'tai  man', id_number: 'a7654321' }),
    );
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data).toMatchObject({ name: 'Chan Tai Man', last_name: '', id_number: 'A7654321' });
  });

  it('refuses another name or another ID number, saying the verified one, and keeps nothing', async () => {
    const user = await verifiedCustomer('other@example.com');
    const otherNumber = await sendKyc(
      app,
      user.token,
      await kycForm(app, user.token, { name: 'Chan', last_name: 'Tai Man', id_number: 'B1111111' }),
    );
    expect(otherNumber).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The ID number must be the one of your verified identity: A7654321' });
    const otherName = await sendKyc(
      app,
      user.token,
      await kycForm(app, user.token, { name: 'Wong', last_name: 'Siu Ming', id_number: 'A7654321' }),
    );
    expect(otherName).toMatchObject({ code: CODE.BAD_INPUT, msg: 'The name must be the one of your verified identity: Chan Tai Man' });
    expect(await info(user)).toMatchObject({ status: LOAN_KYC_STATUS.none, submitted_at: 0 });
  });

  it('still asks a customer without a verified identity for the name and ID number', async () => {
    const user = await realUser(app, 'typing@example.com');
    const answer = await sendKyc(app, user.token, await formWithoutIdentity(user));
    expect(answer).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in name' });
    const noNumber = await sendKyc(app, user.token, { ...(await kycForm(app, user.token)), id_number: '' });
    expect(noNumber).toMatchObject({ code: CODE.BAD_INPUT, msg: 'Please fill in id_number' });
  });
});
