// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
import type { DbOrTx } from '@biclou/db/client';
import { findReport, photosOfReport, reportKindsOf, reportsOf } from './handover-repository';

export { mailOnHandoverEvent } from './handover-mails';

type ReportStatus = 'submitted' | 'confirmed' | 'contested';

interface HandoverSummary {
  checkin: { status: ReportStatus; submittedAt: Date; confirmedAt: Date | null } | null;
  checkout: { status: ReportStatus; submittedAt: Date; confirmedAt: Date | null } | null;
}

/** Where a booking's handover stands: each report's status and times (null: none submitted). */
export async function handoverSummary(db: DbOrTx, bookingId: string): Promise<HandoverSummary> {
  const rows = await reportsOf(db, bookingId);
  const of = (kind: 'checkin' | 'checkout') => {
    const r = rows.find((row) => row.kind === kind);
    if (!r) return null;
    return {
      status: r.status,
      submittedAt: r.submittedAt,
      confirmedAt: r.status === 'confirmed' ? r.answeredAt : null,
    };
  };
  return { checkin: of('checkin'), checkout: of('checkout') };
}

/** Private photo ids + keys of a report, for a claim's preselected evidence. */
export async function handoverPhotos(
  db: DbOrTx,
  bookingId: string,
  kind: 'checkin' | 'checkout',
): Promise<{ id: string; key: string; takenAt: Date }[]> {
  const report = await findReport(db, bookingId, kind);
  if (!report) return [];
  const photos = await photosOfReport(db, report.id);
  return photos.map((p) => ({ id: p.id, key: p.key, takenAt: p.takenAt }));
}

/** Whether each booking has its check-in and check-out reports (the evidence of a dispute), by booking id. */
export async function handoverEvidence(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, { checkin: boolean; checkout: boolean }>> {
  const out = new Map(bookingIds.map((id) => [id, { checkin: false, checkout: false }]));
  if (bookingIds.length === 0) return out;
  for (const r of await reportKindsOf(db, bookingIds)) out.get(r.bookingId)![r.kind] = true;
  return out;
}
