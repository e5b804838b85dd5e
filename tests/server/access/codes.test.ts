import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { call, lastCodeFor, registerUser } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

const app = appForTests();

const sendEmail = (email: string, scene = 'register') => call(app, 'POST', '/api/notify/send_email', { email, scene });
const registerWith = (email: string, code: string) =>
  call(app, 'POST', '/api/user/register', { account: email, password: 'correct horse 1', re_password: 'correct horse 1', sms_code: code });

describe('verification codes', () => {
  it('sends a 6-digit code in the language of the request', async () => {
    const answer = await call(app, 'POST', '/api/notify/send_email', { email: 'Ada@Example.com', scene: 'register' }, { lang: 'fr' });
    expect(answer).toMatchObject({ code: 1, data: { resend_after: 60 } });
    const sent = app.outbox.at(-1);
    expect(sent?.to).toBe('ada@example.com');
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(sent?.text).toContain(sent?.code);
    expect(sent?.subject).not.toBe('Your Meridian verification code');
  });

  it('sends one code per address every 60 seconds, on the clock', async () => {
    expect((await sendEmail('grace@example.com')).code).toBe(1);
    app.clock.advance(30_000);
    const early = await sendEmail('grace@example.com');
    expect(early.code).toBe(CODE.RATE_LIMITED);
    expect(early.msg).toBe('Please wait 30 seconds before asking for another code');
    app.clock.advance(30_000);
    expect((await sendEmail('grace@example.com')).code).toBe(1);
  });

  it('is dead after 5 wrong tries, even for the right code', async () => {
    await sendEmail('linus@example.com');
    const right = lastCodeFor(app, 'linus@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await registerWith('linus@example.com', wrong)).msg);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('The verification code is wrong or has expired'));
    expect(answers[4]).toBe('Too many wrong codes. Please request a new one.');
    const late = await registerWith('linus@example.com', right);
    expect(late.code).toBe(CODE.CODE_INVALID);
  });

  it('expires after 10 minutes', async () => {
    await sendEmail('ken@example.com');
    const code = lastCodeFor(app, 'ken@example.com');
    app.clock.advance(10 * 60 * 1000 + 1);
    expect((await registerWith('ken@example.com', code)).code).toBe(CODE.CODE_INVALID);
  });

  it('serves only the purpose it was sent for, once', async () => {
    await registerUser(app, 'barbara@example.com');
    app.clock.advance(60_000);
    await sendEmail('barbara@example.com', 'forget');
    const code = lastCodeFor(app, 'barbara@example.com');
    // A reset code does not register another account, and a used code does not work twice.
    expect((await registerWith('someone@example.com', code)).code).toBe(CODE.CODE_INVALID);
    const reset = { account: 'barbara@example.com', password: 'new horse 22', re_password: 'new horse 22', code };
    expect((await call(app, 'POST', '/api/user/forget_password', reset)).code).toBe(1);
    expect((await call(app, 'POST', '/api/user/forget_password', reset)).code).toBe(CODE.CODE_INVALID);
  });

  it('refuses a registration code for an address already registered', async () => {
    await registerUser(app, 'margaret@example.com');
    app.clock.advance(60_000);
    expect((await sendEmail('MARGARET@example.com')).code).toBe(CODE.ALREADY_REGISTERED);
  });

  it('answers a reset request for an unknown address like a known one, but sends nothing', async () => {
    const before = app.outbox.length;
    const answer = await sendEmail('nobody@example.com', 'forget');
    expect(answer).toMatchObject({ code: 1, msg: 'A verification code has been sent' });
    expect(app.outbox.length).toBe(before);
  });

  it('lists area codes without the excluded regions', async () => {
    const { data } = await call<{ id: number; code: string; global_code: string }[]>(app, 'GET', '/api/default/area_list');
    expect(data.length).toBeGreaterThan(20);
    expect(data[0]).toEqual({ id: 1, code: 'HK', global_code: '852' });
    for (const excluded of ['KP', 'IL', 'CN', 'VU', 'CU']) expect(data.map((area) => area.code)).not.toContain(excluded);
  });

  it('sends SMS codes to the number with its dialling code', async () => {
    const answer = await call(app, 'POST', '/api/notify/send_sms', { mobile: '91234567', area_id: 1, scene: 'register' });
    expect(answer.code).toBe(1);
    expect(app.outbox.at(-1)).toMatchObject({ to: '+85291234567', channel: 'sms' });
    expect((await call(app, 'POST', '/api/notify/send_sms', { mobile: '91234567', area_id: 999, scene: 'register' })).msg).toBe(
      'The value of area_id is not valid',
    );
  });
});
