import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { timeZoneOfCountry } from '@biclou/domain/time-zones';
import { bookings, handoverPhotos, handoverReports, listings, users } from '@biclou/db/schema';

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

export async function insertReport(db: DbOrTx, values: typeof handoverReports.$inferInsert) {
  const [row] = await db.insert(handoverReports).values(values).returning();
  return row!;
}

export async function answerReport(
  db: DbOrTx,
  id: string,
  answer: { status: 'confirmed' | 'contested'; answeredAt: Date; renterComment: string | null },
) {
  const [row] = await db.update(handoverReports).set(answer).where(eq(handoverReports.id, id)).returning();
  return row!;
}

/** A booking's photos (reports' and drafts'), in the order they were taken. */
export function photosOfBooking(db: DbOrTx, bookingId: string): Promise<HandoverPhotoRow[]> {
  return db
    .select()
    .from(handoverPhotos)
    .where(eq(handoverPhotos.bookingId, bookingId))
    .orderBy(asc(handoverPhotos.takenAt), asc(handoverPhotos.id));
}

/** A report's photos, in the order they were taken. */
export function photosOfReport(db: DbOrTx, reportId: string): Promise<HandoverPhotoRow[]> {
  return db
    .select()
    .from(handoverPhotos)
    .where(eq(handoverPhotos.reportId, reportId))
    .orderBy(asc(handoverPhotos.takenAt), asc(handoverPhotos.id));
}

/** The photos uploaded for a report not submitted yet. */
export function draftPhotos(db: DbOrTx, bookingId: string, kind: HandoverKind): Promise<HandoverPhotoRow[]> {
  return db
    .select()
    .from(handoverPhotos)
    .where(and(eq(handoverPhotos.bookingId, bookingId), eq(handoverPhotos.kind, kind), isNull(handoverPhotos.reportId)))
    .orderBy(asc(handoverPhotos.takenAt), asc(handoverPhotos.id));
}

export async function findPhoto(db: DbOrTx, bookingId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(handoverPhotos)
    .where(and(eq(handoverPhotos.bookingId, bookingId), eq(handoverPhotos.id, photoId)));
  return row ?? null;
}

export async function insertPhoto(db: DbOrTx, values: typeof handoverPhotos.$inferInsert) {
  const [row] = await db.insert(handoverPhotos).values(values).returning();
  return row!;
}

export async function deletePhoto(db: DbOrTx, id: string) {
  await db.delete(handoverPhotos).where(eq(handoverPhotos.id, id));
}

/** Ties the draft photos to the submitted report; returns how many were tied. */
export async function attachPhotos(db: DbOrTx, bookingId: string, kind: HandoverKind, ids: string[], reportId: string) {
  const rows = await db
    .update(handoverPhotos)
    .set({ reportId })
    .where(
      and(
        eq(handoverPhotos.bookingId, bookingId),
        eq(handoverPhotos.kind, kind),
        isNull(handoverPhotos.reportId),
        inArray(handoverPhotos.id, ids),
      ),
    )
    .returning({ id: handoverPhotos.id });
  return rows.length;
}

/** The bike's title and the parties' first names, for the report's header. */
export async function reportFacts(db: DbOrTx, listingId: string, ownerId: string, renterId: string) {
  const [bike] = await db
    .select({ brand: listings.brand, model: listings.model, country: listings.country, isElec: listings.isElec })
    .from(listings)
    .where(eq(listings.id, listingId));
  const people = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, [ownerId, renterId]));
  const name = (id: string) => {
    const p = people.find((x) => x.id === id);
    return p ? `${p.firstname} ${p.lastname.slice(0, 1)}.`.trim() : '';
  };
  return {
    listingTitle: [bike?.brand, bike?.model].filter(Boolean).join(' '),
    timeZone: timeZoneOfCountry(bike?.country),
    ownerName: name(ownerId),
    renterName: name(renterId),
    electric: bike?.isElec ?? false,
  };
}

/** Whether the booked bike is an e-bike (false for an unknown booking). */
export async function bookedBikeIsElectric(db: DbOrTx, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ isElec: listings.isElec })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId));
  return row?.isElec ?? false;
}

/** Which reports each booking has. */
export function reportKindsOf(db: DbOrTx, bookingIds: string[]) {
  return db
    .select({ bookingId: handoverReports.bookingId, kind: handoverReports.kind })
    .from(handoverReports)
    .where(inArray(handoverReports.bookingId, bookingIds));
}
