import type { HandoverResponse } from '@biclou/contracts/handover';
import type { RequestContext } from '../../platform/http/request-context';
import { bookingForViewer, type Viewer } from './handover-access';
import { photosOfBooking } from './handover-repository';
import { handoverView } from './handover-view';
import { handoverPdf } from './report-pdf';

/** GET /bookings/:id/handover: the two parties and admins; anyone else gets 404. */
export async function getHandover(ctx: RequestContext, viewer: Viewer, bookingId: string): Promise<HandoverResponse> {
  const { row, side } = await bookingForViewer(ctx.deps.db, viewer, bookingId);
  return handoverView(ctx.deps.db, row, side, ctx.deps.clock.now());
}

/** GET /bookings/:id/handover/report.pdf: the printable report, in the reader's language. */
export async function getHandoverPdf(ctx: RequestContext, viewer: Viewer, bookingId: string, locale: 'en' | 'fr') {
  const { db, media, clock } = ctx.deps;
  const { row, side } = await bookingForViewer(db, viewer, bookingId);
  const view = await handoverView(db, row, side, clock.now());
  const keys = new Map((await photosOfBooking(db, bookingId)).filter((p) => p.reportId).map((p) => [p.id, p.key]));
  const pdf = await handoverPdf(view, locale, media, keys);
  return { pdf: Buffer.from(pdf), filename: `biclou-handover-${view.booking.ref}.pdf` };
}
