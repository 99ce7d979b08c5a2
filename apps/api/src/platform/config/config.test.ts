import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, s3Settings } from './config';

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
      GEOCODER_TIMEOUT_MS: 1500,
    });
    expect(c.SECRET_KEY).toBeUndefined();
    expect(c.GEOCODER_URL).toBeUndefined();
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
    [{ GEOCODER_URL: 'nominatim.example' }, 'GEOCODER_URL'],
    [{ GEOCODER_TIMEOUT_MS: '20' }, 'GEOCODER_TIMEOUT_MS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JOBS_INTERVAL_MS: '10' }, 'JOBS_INTERVAL_MS'],
    [{ JOBS_INTERVAL_MS: 'often' }, 'JOBS_INTERVAL_MS'],
    [{ REDIS_PREFIX: 'two words' }, 'REDIS_PREFIX'],
  ])('a bad value stops with a message naming the variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  describe('object storage (S3_*)', () => {
    it('is off by default: media on local disk, cap and quota defaults', () => {
      const c = loadConfig({});
      expect(s3Settings(c)).toBeNull();
      expect(c).toMatchObject({ MEDIA_CACHE_MAX_MB: 1024, MEDIA_QUOTA_MB: 500, S3_REGION: 'us-east-1' });
    });

    it('S3_BUCKET alone uses the SDK credential chain, virtual-host style (AWS)', () => {
      expect(s3Settings(loadConfig({ S3_BUCKET: 'biclou-media', S3_REGION: 'eu-west-3' }))).toEqual({
        bucket: 'biclou-media',
        endpoint: undefined,
        region: 'eu-west-3',
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('with an endpoint and keys: path style unless told otherwise', () => {
      const env = {
        S3_BUCKET: 'biclou',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      expect(s3Settings(loadConfig(env))).toMatchObject({
        endpoint: 'http://127.0.0.1:4569',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      });
      expect(s3Settings(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }))?.forcePathStyle).toBe(false);
    });

    it.each([
      [{ S3_ENDPOINT: 'http://127.0.0.1:4569' }, 'S3_BUCKET'],
      [{ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'biclou', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
      [{ S3_BUCKET: 'biclou', S3_SECRET_ACCESS_KEY: 's' }, 'S3_ACCESS_KEY_ID'],
      [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'biclou', S3_ENDPOINT: 'localhost:4569' }, 'S3_ENDPOINT'],
      [{ S3_BUCKET: 'biclou', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
      [{ MEDIA_CACHE_MAX_MB: '0' }, 'MEDIA_CACHE_MAX_MB'],
      [{ MEDIA_QUOTA_MB: 'lots' }, 'MEDIA_QUOTA_MB'],
    ])('a partial or bad combination stops, naming the variable: %j', (env, name) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
    });
  });
});
