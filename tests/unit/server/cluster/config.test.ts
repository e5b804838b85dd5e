import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config';

describe('the cluster configuration', () => {
  it('reads REDIS_URL, its prefix and the node name beside DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/meridian',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'prod:',
      NODE_ID: 'node-2',
    });
    expect([config.redisUrl, config.redisPrefix, config.nodeId]).toEqual(['redis://cache:6379', 'prod:', 'node-2']);
  });

  it('refuses REDIS_URL without DATABASE_URL: the embedded database serves one node', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow(/REDIS_URL: several nodes need a shared PostgreSQL/);
  });

  it('names a wrong Redis address or prefix', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/m', REDIS_URL: 'http://cache' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });
});
