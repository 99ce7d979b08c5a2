// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
import type { DbOrTx } from '@biclou/db/client';
import { findReport, photosOfReport, reportsOf } from './handover-repository';

export { mailOnHandoverEvent } from './handover-mails';

type ReportStatus = 'submitted' | 'confirmed' | 'contested';

export interface HandoverSummary {
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
