import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { messageTemplates } from '@biclou/db/schema';

export type TemplateEditRow = typeof messageTemplates.$inferSelect;

/** An admin's edit of one template in one language, if any. */
export async function findTemplateEdit(db: DbOrTx, slug: string, locale: string, lock = false) {
  const q = db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.slug, slug), eq(messageTemplates.locale, locale)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Every edit (a few rows: one per edited template and language). */
export function listTemplateEdits(db: DbOrTx) {
  return db.select().from(messageTemplates);
}

export async function saveTemplateEdit(
  db: DbOrTx,
  row: { slug: string; locale: string; fields: Record<string, string>; updatedBy: string; updatedAt: Date },
) {
  const [saved] = await db
    .insert(messageTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [messageTemplates.slug, messageTemplates.locale],
      set: { fields: row.fields, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  return saved!;
}

export async function deleteTemplateEdit(db: DbOrTx, slug: string, locale: string) {
  await db.delete(messageTemplates).where(and(eq(messageTemplates.slug, slug), eq(messageTemplates.locale, locale)));
}
