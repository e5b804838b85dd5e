import { describe, expect, it } from 'vitest';
import { CODE } from '../../common/envelope';
import { appForTests } from './helpers/lifecycle';

const app = appForTests();

describe('the envelope', () => {
  it('wraps a result as code 1 with the data', async () => {
    const response = await app.http.inject({ url: '/api/basicSet/getBasicInfo' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(CODE.OK);
    expect(typeof body.msg).toBe('string');
    expect(body.data).toMatchObject({ verify_reg_type: 1, trade_fee_type: 2, micro_loss_level: 0, stop_out_level: '0.5' });
  });

  it('accepts and ignores the t timestamp on GET', async () => {
    const response = await app.http.inject({ url: '/api/default/setting?key=is_show_mobile&t=1795258703002' });
    expect(response.json()).toEqual({ code: 1, msg: expect.any(String), data: { key: 'is_show_mobile', value: '1' } });
  });

  it('reports the database the health check reached and the clock time', async () => {
    const body = (await app.http.inject({ url: '/api/health' })).json();
    expect(body.data).toEqual({ status: 'ok', database: app.database.db.kind, time: app.clock.now() });
  });
});

describe('translated messages', () => {
  const badKey = (lang?: string) =>
    app.http
      .inject({ url: '/api/default/setting?key=nope', headers: lang ? { lang } : {} })
      .then((response) => response.json().msg as string);

  it('follows the lang header', async () => {
    const english = await badKey('en');
    expect(english).toBe('The value of key is not valid');
    const french = await badKey('fr');
    const arabic = await badKey('ar');
    expect(french).not.toBe(english);
    expect(arabic).not.toBe(english);
    expect(french).toContain('key');
    expect(arabic).toContain('key');
  });

  it('reads tw as hk and falls back to hk without a lang or with an unknown one', async () => {
    const hk = await badKey('hk');
    expect(hk).not.toBe(await badKey('en'));
    expect(await badKey('tw')).toBe(hk);
    expect(await badKey('xx')).toBe(hk);
    expect(await badKey()).toBe(hk);
  });
});
