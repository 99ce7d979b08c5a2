import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { appSecrets } from '@biclou/db/schema';
import { ConfigError, type Config } from '../config/config';

/**
 * The HMAC key: SECRET_KEY when set. Outside production, a random key is created once and kept in
 * the database, so links stay valid across restarts and every instance on that database agrees.
 */
export async function loadSecret(config: Config, db: Db): Promise<string> {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: is required when NODE_ENV=production');
  await db
    .insert(appSecrets)
    .values({ id: 1, secretKey: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secretKey: appSecrets.secretKey }).from(appSecrets).where(eq(appSecrets.id, 1));
  if (!row) throw new Error('app_secrets row missing after insert');
  return row.secretKey;
}
