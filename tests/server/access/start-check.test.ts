import { describe, expect, it } from 'vitest';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';

const app = appForTests();

describe('the start check', () => {
  it('says the service is open by default', async () => {
    expect((await call(app, 'GET', '/api/common/start')).data).toEqual({ status: 0, type: '', loss_url: '' });
  });

  it('sends visitors to the notice page while an operator has the service closed', async () => {
    await app.database.db.query("UPDATE settings SET value = '1' WHERE key = 'service_status'");
    await app.database.db.query("UPDATE settings SET value = 'https://status.example.com' WHERE key = 'service_notice_url'");
    expect((await call(app, 'GET', '/api/common/start')).data).toEqual({
      status: 1,
      type: 'maintenance',
      loss_url: 'https://status.example.com',
    });
  });
});
