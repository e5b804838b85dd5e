import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../../../server/config';

// A pair as `npx web-push generate-vapid-keys` prints it (made for this test, sealing nothing).
const VAPID = webpush.generateVAPIDKeys();

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      publicOrigin: undefined,
      trustProxy: false,
      smtp: undefined,
      demoBalance: '10000.00',
      marketSeed: undefined,
      replayDir: undefined,
      operator: undefined,
      operatorIdleMinutes: 30,
      redisUrl: undefined,
      redisPrefix: 'meridian:',
      nodeId: undefined,
      simulatedTraders: true,
      vapidSubject: 'mailto:operators@meridian.invalid',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/meridian',
      DATABASE_URL: 'postgres://meridian@db:5432/meridian',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://trade.example.com/',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/var/lib/meridian', logLevel: 'warn' });
    expect(config.publicOrigin).toBe('https://trade.example.com');
    expect(config.trustProxy).toBe(true);
    const mail = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'Meridian <no-reply@example.com>',
      DEMO_BALANCE: '2500.5',
    });
    expect(mail.smtp).toEqual({ url: 'smtps://u:p@mail.example.com', from: 'Meridian <no-reply@example.com>' });
    expect(mail.demoBalance).toBe('2500.50');
    expect(loadConfig({ MARKET_FEED: 'replay', REPLAY_DIR: 'recordings' }).replayDir).toBe(path.resolve('recordings'));
    // A folder alone does not switch the feed: MARKET_FEED says which one runs.
    expect(loadConfig({ REPLAY_DIR: 'recordings' }).replayDir).toBeUndefined();
    const push = loadConfig({
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'https://trade.example.com',
    });
    expect(push.vapidKeys).toEqual(VAPID);
    expect(push.vapidSubject).toBe('https://trade.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a whole number'],
    [{ PORT: '70000' }, 'PORT: must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
    [{ PUBLIC_ORIGIN: 'trade.example.com' }, 'PUBLIC_ORIGIN: must be an origin'],
    [{ PUBLIC_ORIGIN: 'https://x.com/app' }, 'PUBLIC_ORIGIN: must be an origin'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true or false'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must be an smtp://'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'MAIL_FROM: must be set with SMTP_URL'],
    [{ DEMO_BALANCE: '-5' }, 'DEMO_BALANCE: must be an amount'],
    [{ DEMO_BALANCE: '1e6' }, 'DEMO_BALANCE: must be an amount'],
    [{ OPERATOR_EMAIL: 'ops@example.com' }, 'set both or neither'],
    [{ MARKET_FEED: 'live' }, 'MARKET_FEED: must be simulated or replay'],
    [{ MARKET_FEED: 'replay' }, 'REPLAY_DIR: must be set with MARKET_FEED=replay'],
    [{ OPERATOR_EMAIL: 'ops@example.com', OPERATOR_PASSWORD: 'short' }, 'OPERATOR_PASSWORD: must be at least 12'],
    [{ VAPID_PUBLIC_KEY: VAPID.publicKey }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither'],
    [{ VAPID_PUBLIC_KEY: 'not a key', VAPID_PRIVATE_KEY: VAPID.privateKey }, 'VAPID_PUBLIC_KEY: must be a base64url key'],
    [{ VAPID_SUBJECT: 'ops@example.com' }, 'VAPID_SUBJECT: must be a mailto: address or an https:// URL'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
