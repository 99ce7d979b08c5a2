import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { handoverPhotos, handoverReports } from '@biclou/db/schema';

export type HandoverReportRow = typeof handoverReports.$inferSelect;
export type HandoverPhotoRow = typeof handoverPhotos.$inferSelect;
export type HandoverKind = HandoverReportRow['kind'];

export function reportsOf(db: DbOrTx, bookingId: string): Promise<HandoverReportRow[]> {
  return db.select().from(handoverReports).where(eq(handoverReports.bookingId, bookingId));
}

export async function findReport(db: DbOrTx, bookingId: string, kind: HandoverKind, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(handoverReports)
    .where(and(eq(handoverReports.bookingId, bookingId), eq(handoverReports.kind, kind)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A report's photos, in the order they were taken. */
export function photosOfReport(db: DbOrTx, reportId: string): Promise<HandoverPhotoRow[]> {
  return db
    .select()
    .from(handoverPhotos)
    .where(eq(handoverPhotos.reportId, reportId))
    .orderBy(asc(handoverPhotos.takenAt), asc(handoverPhotos.id));
}
