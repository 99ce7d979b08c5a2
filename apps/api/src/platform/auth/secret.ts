import { randomBytes } from 'node:crypto';
import type { Db } from '@biclou/db/client';
import { ConfigError, type Config } from '../config/config';
import { storedSecret } from './secret-repository';

/**
 * The HMAC key: SECRET_KEY when set. Outside production, a random key is created once and kept in
 * the database, so links stay valid across restarts and every instance on that database agrees.
 */
export async function loadSecret(config: Config, db: Db): Promise<string> {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: is required when NODE_ENV=production');
  const secretKey = await storedSecret(db, randomBytes(32).toString('base64url'));
  if (!secretKey) throw new Error('app_secrets row missing after insert');
  return secretKey;
}
