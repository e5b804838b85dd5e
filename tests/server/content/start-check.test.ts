import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { operatorToken } from '../helpers/wallet';

const app = appForTests();

const check = (headers: Record<string, string> = {}) =>
  call<{ status: number; type: string; loss_url: string }>(app, 'GET', '/api/common/start', {}, headers);

describe('the start check by region', () => {
  it('is off by default: a blocked country header changes nothing', async () => {
    expect((await check({ 'cf-ipcountry': 'KP' })).data).toEqual({ status: 0, type: '', loss_url: '' });
  });

  it('once switched on, sends visitors from a blocked country to the region page, by the header the operator names', async () => {
    const operator = await operatorToken(app);
    const set = async (key: string, value: string) => {
      const answer = await call(app, 'POST', '/admin/api/settings/save', { key, value }, { authorization: operator });
      expect(answer.code, `${key}=${value}: ${answer.msg}`).toBe(1);
    };
    await set('start_check_loss_url', 'https://meridian.example/region');
    await set('start_check_enabled', '1');
    const blocked = { status: 2, type: 'region', loss_url: 'https://meridian.example/region' };
    for (const country of ['KP', 'cu', ' IL ', 'CN', 'VU'])
      expect((await check({ 'cf-ipcountry': country })).data, country).toEqual(blocked);
    for (const headers of <Record<string, string>[]>[{ 'cf-ipcountry': 'DE' }, {}, { 'cf-ipcountry': '' }, { 'x-country': 'KP' }]) {
      expect((await check(headers)).data.status, JSON.stringify(headers)).toBe(0);
    }
    await set('start_check_country_header', 'x-country');
    expect((await check({ 'x-country': 'KP' })).data).toEqual(blocked);
    expect((await check({ 'cf-ipcountry': 'KP' })).data.status).toBe(0);
    await set('start_check_blocked_countries', 'CU');
    expect((await check({ 'x-country': 'KP' })).data.status).toBe(0);
    expect((await check({ 'x-country': 'CU' })).data.status).toBe(2);
    // The operator's closure of the whole service comes first.
    await app.database.db.query("UPDATE settings SET value = '1' WHERE key = 'service_status'");
    expect((await check({ 'x-country': 'CU' })).data.type).toBe('maintenance');
  });

  it('refuses settings that are not of their kind', async () => {
    const operator = await operatorToken(app);
    for (const [key, value] of [
      ['start_check_enabled', 'yes'],
      ['start_check_blocked_countries', 'kp;cu'],
      ['start_check_loss_url', 'javascript:alert(1)'],
      ['start_check_country_header', 'X Country'],
      ['complaint_email', '<script>'],
      ['announcement.en', '<script>alert(1)</script>'],
      ['announcement.xx', 'text'],
    ]) {
      const answer = await call(app, 'POST', '/admin/api/settings/save', { key: key!, value: value! }, { authorization: operator });
      expect(answer.code, `${key}=${value}`).toBe(CODE.BAD_INPUT);
    }
  });
});
