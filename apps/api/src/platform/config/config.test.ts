import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SEED_DEMO: 'true',
      IP_COUNTRY_URL: 'https://ip2c.org/?ip={ip}',
      JOBS_INTERVAL_MS: 30_000,
      REDIS_PREFIX: 'biclou:',
    });
    expect(c.SECRET_KEY).toBeUndefined();
  });

  it('requires SECRET_KEY in production and names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY: is required/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32) }).SECRET_KEY).toHaveLength(32);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ MAP_TILE_URL: 'https://tiles.example/tile.png' }, 'MAP_TILE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JOBS_INTERVAL_MS: '10' }, 'JOBS_INTERVAL_MS'],
    [{ JOBS_INTERVAL_MS: 'often' }, 'JOBS_INTERVAL_MS'],
    [{ REDIS_PREFIX: 'two words' }, 'REDIS_PREFIX'],
  ])('a bad value stops with a message naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});
