import type { HandoverPhoto, HandoverReport, HandoverResponse } from '@biclou/contracts/handover';
import type { DbOrTx } from '@biclou/db/client';
import {
  compareHandover,
  handoverRefusal,
  type HandoverChecklist,
  type HandoverFacts,
} from '@biclou/domain/handover-checklist';
import { handoverAbsence, rentalTookPlace } from '@biclou/domain/handover-absence';
import { parisToday } from '@biclou/domain/paris-calendar';
import type { BookingRow } from '../bookings';
import type { ViewerSide } from './handover-access';
import {
  photosOfBooking,
  reportFacts,
  reportsOf,
  type HandoverKind,
  type HandoverPhotoRow,
  type HandoverReportRow,
} from './handover-repository';

const photoUrl = (bookingId: string, photoId: string) => `/api/v1/bookings/${bookingId}/handover/photos/${photoId}`;

export const toPhoto = (p: HandoverPhotoRow): HandoverPhoto => ({
  id: p.id,
  url: photoUrl(p.bookingId, p.id),
  width: p.width,
  height: p.height,
  takenAt: p.takenAt.toISOString(),
});

const factsOf = (r: HandoverReportRow): HandoverFacts => ({
  checklist: r.checklist as unknown as HandoverChecklist,
  batteryPercent: r.batteryPercent,
  odometerKm: r.odometerKm,
});

function toReport(r: HandoverReportRow, photos: HandoverPhotoRow[]): HandoverReport {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    checklist: r.checklist as unknown as HandoverChecklist,
    batteryPercent: r.batteryPercent,
    odometerKm: r.odometerKm,
    notes: r.notes,
    submittedAt: r.submittedAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    renterComment: r.renterComment,
    photos: photos.filter((p) => p.reportId === r.id).map(toPhoto),
  };
}

/** The accessories booked, by name (the checklist lists each). */
const accessoriesOf = (row: BookingRow): string[] =>
  ((row.accessories ?? []) as { name: string }[]).map((a) => a.name).filter((n) => typeof n === 'string' && n !== '');

/** Whether the owner may write each report now (the rule's code; null: yes). */
export function refusalsOf(row: BookingRow, reports: HandoverReportRow[], now: Date) {
  const today = parisToday(now);
  const exists = (kind: HandoverKind) => reports.some((r) => r.kind === kind);
  const of = (kind: HandoverKind) =>
    handoverRefusal({
      kind,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      today,
      checkinExists: exists('checkin'),
      reportExists: exists(kind),
    });
  return { checkin: of('checkin'), checkout: of('checkout') };
}

/** GET /bookings/:id/handover: everything the booking page and the printable report show. */
export async function handoverView(
  db: DbOrTx,
  row: BookingRow,
  side: ViewerSide,
  now: Date,
): Promise<HandoverResponse> {
  // One after the other: `db` is a transaction's client when a report is submitted or answered,
  // and a client runs one query at a time (pg refuses overlapping ones from version 9).
  const reports = await reportsOf(db, row.id);
  const photos = await photosOfBooking(db, row.id);
  const facts = await reportFacts(db, row.listingId, row.ownerId, row.renterId);
  const checkin = reports.find((r) => r.kind === 'checkin') ?? null;
  const checkout = reports.find((r) => r.kind === 'checkout') ?? null;
  const drafts = (kind: HandoverKind) =>
    side === 'owner' ? photos.filter((p) => p.kind === kind && p.reportId === null).map(toPhoto) : [];
  return {
    viewer: side,
    booking: {
      id: row.id,
      ref: row.ref,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      pickupAt: row.pickupAt.toISOString(),
      returnAt: row.returnAt.toISOString(),
      tookPlace: rentalTookPlace(row, parisToday(now)),
      ...facts,
      // The booking's own clock, kept from its request (the listing's country could change since).
      timeZone: row.timeZone,
    },
    accessories: accessoriesOf(row),
    refusal: refusalsOf(row, reports, now),
    checkin: checkin ? toReport(checkin, photos) : null,
    checkout: checkout ? toReport(checkout, photos) : null,
    absence: {
      checkin: handoverAbsence('checkin', row, parisToday(now)),
      checkout: handoverAbsence('checkout', row, parisToday(now)),
    },
    drafts: { checkin: drafts('checkin'), checkout: drafts('checkout') },
    comparison: checkin && checkout ? compareHandover(factsOf(checkin), factsOf(checkout)) : null,
  };
}
