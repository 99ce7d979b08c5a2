import { eq } from 'drizzle-orm';
import type { Db } from '@biclou/db/client';
import { appSecrets } from '@biclou/db/schema';

/** The stored key: `candidate` is kept if none was stored yet (the first instance wins). */
export async function storedSecret(db: Db, candidate: string): Promise<string | undefined> {
  await db.insert(appSecrets).values({ id: 1, secretKey: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secretKey: appSecrets.secretKey }).from(appSecrets).where(eq(appSecrets.id, 1));
  return row?.secretKey;
}
