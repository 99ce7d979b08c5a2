import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { handoverPhotos, handoverReports, listings, messages } from '@biclou/db/schema';
import { HANDOVER_MESSAGES } from '@biclou/domain/handover-checklist';
import type { TestApp } from '../../test/build-test-app';
import { outboxFor, signedInUser } from '../../test/helpers';
import { bookingWorld, paidBooking } from '../../test/booking-helpers';
import { PLAIN_BIKE_COLUMNS } from '../../test/listing-helpers';
import {
  answerHandoverVia,
  handoverBody,
  handoverTestApp,
  submitHandoverVia,
  uploadHandoverPhotoVia,
} from '../../test/handover-helpers';
import { handoverPhotos as photosOf, handoverSummary } from './index';
import { pdfText } from '../../test/pdf-items';

let t: TestApp;
const events = handoverTestApp((app) => (t = app));

type World = Awaited<ReturnType<typeof bookingWorld>>;
type Headers = Record<string, string>;
const START = new Date('2026-06-01T10:00:00Z');
/** 10:00 in Paris on a June day. */
const onDay = (isoDate: string) => new Date(`${isoDate}T08:00:00Z`);

let day = 0;
/** A fresh paid booking, later each time (the listing is booked once per range). */
async function paid(w: World) {
  t.clock.set(START);
  day += 4;
  const start = new Date(Date.UTC(2026, 5, 5 + day)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2026, 5, 7 + day)).toISOString().slice(0, 10);
  const id = await paidBooking(t, w, start, end);
  return { id, start, end };
}

const read = (headers: Headers | undefined, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/handover`, headers });
const submit = (headers: Headers, id: string, kind: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/handover/${kind}`, headers, payload: payload as never });
const rowsOf = async (id: string) => ({
  reports: await t.deps.db.select().from(handoverReports).where(eq(handoverReports.bookingId, id)),
  photos: await t.deps.db.select().from(handoverPhotos).where(eq(handoverPhotos.bookingId, id)),
});

/** A report of a bike without a motor. */
const plainBike = {
  checklist: {
    items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'ok', lockKeys: 'ok' },
    accessories: [],
    electric: false,
    chargerPresent: null,
  },
  batteryPercent: null,
};

describe('check-in, confirmation, check-out and comparison', () => {
  let w: World;
  beforeAll(async () => {
    w = await bookingWorld(t, { accessories: [{ name: 'Helmet', pricePerDayCents: 0 }] });
  });

  it('the whole handover, with events, lines in the conversation, emails and the summary', async () => {
    const b = await paid(w);
    // The day before the start: not yet.
    t.clock.set(new Date(onDay(b.start).getTime() - 86_400_000));
    const early = await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/first day/);

    t.clock.set(onDay(b.start));
    const before = events.length;
    const view0 = (await read(w.renter.headers, b.id)).json();
    expect(view0.refusal).toEqual({ checkin: null, checkout: 'no_checkin' });
    expect(view0.accessories).toEqual([]);

    // Photos are re-encoded as WebP without EXIF, with the server's time.
    const up = await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin');
    expect(up.statusCode).toBe(201);
    const photo = up.json();
    expect(photo.takenAt).toBe(onDay(b.start).toISOString());
    const bytes = await t.app.inject({ method: 'GET', url: photo.url, headers: w.owner.headers });
    expect(bytes.headers['content-type']).toBe('image/webp');
    const meta = await sharp(bytes.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // A draft is the owner's: the renter does not see it yet.
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: w.renter.headers })).statusCode).toBe(404);

    const second = (await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin')).json();
    const checkin = handoverBody([photo.id, second.id], {
      checklist: {
        items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'ok', lockKeys: 'ok' },
        accessories: [{ name: 'Helmet', present: true }],
        electric: true,
        chargerPresent: true,
      },
      batteryPercent: 95,
      odometerKm: 1200,
      notes: 'Small scratch on the fork, already there.',
    });
    const res = await submit(w.owner.headers, b.id, 'checkin', checkin);
    expect(res.statusCode).toBe(201);
    expect(res.json().checkin).toMatchObject({ status: 'submitted', batteryPercent: 95 });
    expect(res.json().checkin.photos).toHaveLength(2);
    expect(res.json().refusal).toEqual({ checkin: 'already_submitted', checkout: null });

    // The renter sees the photo now, confirms on their own session.
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: w.renter.headers })).statusCode).toBe(200);
    const ok = await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checkin.status).toBe('confirmed');
    expect((await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', { answer: 'confirm' })).statusCode).toBe(409);

    // Check-out at return: a lower battery and a missing light.
    t.clock.set(onDay(b.end));
    const out = await submitHandoverVia(t, w.owner.headers, b.id, 'checkout', {
      checklist: {
        items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'missing', lockKeys: 'ok' },
        accessories: [{ name: 'Helmet', present: true }],
        electric: true,
        chargerPresent: true,
      },
      batteryPercent: 40,
      odometerKm: 1262,
    });
    expect(out.statusCode).toBe(201);
    expect(out.json().comparison).toMatchObject({
      missingItems: ['lights'],
      batteryDrop: 55,
      distanceKm: 62,
      clean: false,
    });
    const contest = await answerHandoverVia(t, w.renter.headers, b.id, 'checkout', {
      answer: 'contest',
      comment: 'The light was already loose at pickup.',
    });
    expect(contest.json().checkout).toMatchObject({
      status: 'contested',
      renterComment: 'The light was already loose at pickup.',
    });

    const types = events.slice(before).map((e) => e.type);
    expect(types.filter((type) => type.startsWith('handover.'))).toEqual([
      'handover.checkin_submitted',
      'handover.checkin_confirmed',
      'handover.checkout_submitted',
      'handover.checkout_contested',
    ]);
    // The confirmed check-in places the deposit hold (modules/deposits, subscribed to it), once.
    expect(types.filter((type) => type.startsWith('deposit.'))).toEqual(['deposit.held']);
    const lines = await t.deps.db.select().from(messages).where(eq(messages.bookingId, b.id));
    expect(lines.map((m) => m.eventType)).toEqual(
      expect.arrayContaining([
        'handover_checkin_submitted',
        'handover_checkin_confirmed',
        'handover_checkout_submitted',
        'handover_checkout_contested',
      ]),
    );
    const renterMail = await outboxFor(t, w.renter.email);
    expect(renterMail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/check-in report is ready/), expect.stringMatching(/check-out/)]),
    );
    const ownerMail = await outboxFor(t, w.owner.email);
    expect(ownerMail.some((m) => /contested the check-out/.test(m.subject ?? ''))).toBe(true);
    // The rental named by its pickup and return, on the bike's clock (whole days: the owner's 08:00 to 20:00).
    const ready = renterMail.find((m) => /check-in report is ready/.test(m.subject ?? ''))!;
    expect(ready.text).toMatch(
      /\(\w{3}, \w{3} \d{1,2}(, \d{4})?, 08:00\u00a0→ \w{3}, \w{3} \d{1,2}, \d{4}, 20:00, Paris time\)/,
    );

    const summary = await handoverSummary(t.deps.db, b.id);
    expect(summary.checkin).toMatchObject({ status: 'confirmed', confirmedAt: onDay(b.start) });
    expect(summary.checkout).toMatchObject({ status: 'contested', confirmedAt: null, submittedAt: onDay(b.end) });
    expect(await photosOf(t.deps.db, b.id, 'checkout')).toHaveLength(2);

    // The printable report as a PDF, for both parties.
    for (const headers of [w.owner.headers, w.renter.headers]) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${b.id}/handover/report.pdf?lang=fr`,
        headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // What the page shows of the return is in the PDF too: 1200 km at pickup, 1262 at return.
      expect(await pdfText(pdf.rawPayload)).toContain('62\u00a0km parcourus');
    }
  });

  it('a check-out before the check-in is refused and writes nothing', async () => {
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    const up = await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkout');
    expect(up.statusCode).toBe(409);
    expect(up.json().error.message).toBe('The check-out comes after the check-in.');
    // With photos of the check-in draft: still refused.
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin')).json().id);
    const res = await submit(w.owner.headers, b.id, 'checkout', handoverBody(ids));
    expect(res.statusCode).toBe(409);
    const rows = await rowsOf(b.id);
    expect(rows.reports).toHaveLength(0);
    expect(rows.photos.every((p) => p.kind === 'checkin' && p.reportId === null)).toBe(true);
  });

  it('bad input gets 422 with field messages and writes nothing', async () => {
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin');
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    // A ninth photo is refused.
    const ninth = await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin');
    expect(ninth.statusCode).toBe(422);
    expect(ninth.json().error.fields.file).toBeDefined();
    const cases: [string, unknown, string][] = [
      ['too many photos', handoverBody([...ids, crypto.randomUUID()]), 'photoIds'],
      ['one photo', handoverBody(ids.slice(0, 1)), 'photoIds'],
      ['battery 150', handoverBody(ids.slice(0, 2), { batteryPercent: 150 }), 'batteryPercent'],
      [
        'battery on a plain bike',
        handoverBody(ids.slice(0, 2), { ...plainBike, batteryPercent: 50 }),
        'batteryPercent',
      ],
      ['negative odometer', handoverBody(ids.slice(0, 2), { odometerKm: -3 }), 'odometerKm'],
      ['notes too long', handoverBody(ids.slice(0, 2), { notes: 'x'.repeat(2001) }), 'notes'],
      ['a photo twice', handoverBody([ids[0]!, ids[0]!]), 'photoIds'],
      ['a photo of nobody', handoverBody([ids[0]!, crypto.randomUUID()]), 'photoIds'],
      [
        'an unknown part state',
        handoverBody(ids.slice(0, 2), {
          checklist: { ...handoverBody([]).checklist, items: { ...handoverBody([]).checklist.items, frame: 'shiny' } },
        }),
        'checklist.items.frame',
      ],
    ];
    for (const [name, payload, field] of cases) {
      const res = await submit(w.owner.headers, b.id, 'checkin', payload);
      expect(res.statusCode, name).toBe(422);
      expect(Object.keys(res.json().error.fields ?? {}), name).toContain(field);
    }
    const rows = await rowsOf(b.id);
    expect(rows.reports).toHaveLength(0);
    expect(rows.photos.filter((p) => p.reportId)).toHaveLength(0);
    // A contest needs a comment.
    const res = await submit(w.owner.headers, b.id, 'checkin', handoverBody(ids.slice(0, 3)));
    expect(res.statusCode).toBe(201);
    const noComment = await answerHandoverVia(t, w.renter.headers, b.id, 'checkin', {
      answer: 'contest',
      comment: '  ',
    });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().error.fields.comment).toBeDefined();
    // The five drafts left stay the owner's; deleting one works, deleting a submitted one does not.
    const left = (await read(w.owner.headers, b.id)).json().drafts.checkin as { id: string }[];
    expect(left).toHaveLength(5);
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/bookings/${b.id}/handover/checkin/photos/${id}`,
        headers: w.owner.headers,
      });
    expect((await del(left[0]!.id)).statusCode).toBe(204);
    expect((await del(ids[0]!)).statusCode).toBe(409);
  });

  it('rejects any random body without writing (property)', async () => {
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    await fc.assert(
      fc.asyncProperty(fc.object(), async (payload) => {
        const res = await submit(w.owner.headers, b.id, 'checkin', payload);
        expect(res.statusCode).toBe(422);
      }),
      { numRuns: 25 },
    );
    expect((await rowsOf(b.id)).reports).toHaveLength(0);
  });
});

describe('an e-bike listing', () => {
  it('tells the form it is one, and its reports must record the e-bike with its battery level', async () => {
    const w = await bookingWorld(t);
    await t.deps.db.update(listings).set({ isElec: true }).where(eq(listings.id, w.listing.id));
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    expect((await read(w.owner.headers, b.id)).json().booking.electric).toBe(true);

    const plain = await submitHandoverVia(t, w.owner.headers, b.id, 'checkin', plainBike);
    expect(plain.statusCode).toBe(422);
    expect(plain.json().error.fields).toEqual({ 'checklist.electric': [HANDOVER_MESSAGES.electricBike] });
    const electric = {
      checklist: {
        items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'ok', lockKeys: 'ok' },
        accessories: [],
        electric: true,
        chargerPresent: true,
      },
    };
    const noBattery = await submitHandoverVia(t, w.owner.headers, b.id, 'checkin', {
      ...electric,
      batteryPercent: null,
    });
    expect(noBattery.statusCode).toBe(422);
    expect(Object.keys(noBattery.json().error.fields)).toEqual(['batteryPercent']);
    expect((await rowsOf(b.id)).reports).toHaveLength(0);
    const ok = await submitHandoverVia(t, w.owner.headers, b.id, 'checkin', { ...electric, batteryPercent: 80 });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a plain bike says so, and its report records no battery', async () => {
    const w = await bookingWorld(t);
    await t.deps.db.update(listings).set(PLAIN_BIKE_COLUMNS).where(eq(listings.id, w.listing.id));
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    expect((await read(w.owner.headers, b.id)).json().booking.electric).toBe(false);
    expect((await submitHandoverVia(t, w.owner.headers, b.id, 'checkin', plainBike)).statusCode).toBe(201);
  });
});

describe('races', () => {
  it('parallel submissions make one report; parallel answers make one answer and one event', async () => {
    const w = await bookingWorld(t);
    const b = await paid(w);
    t.clock.set(onDay(b.start));
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await uploadHandoverPhotoVia(t, w.owner.headers, b.id, 'checkin')).json().id);
    const submits = await Promise.all(
      Array.from({ length: 5 }, () => submit(w.owner.headers, b.id, 'checkin', handoverBody(ids))),
    );
    expect(submits.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const before = events.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        answerHandoverVia(
          t,
          w.renter.headers,
          b.id,
          'checkin',
          i % 2 ? { answer: 'confirm' } : { answer: 'contest', comment: 'No.' },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    // One handover event (a confirmation also places the deposit hold: deposit.held, not counted here).
    const handoverEvents = events.slice(before).filter((e) => e.bookingId === b.id && e.type.startsWith('handover.'));
    expect(handoverEvents).toHaveLength(1);
    expect((await rowsOf(b.id)).reports).toHaveLength(1);
  });
});

describe('authorization', () => {
  let w: World;
  let id: string;
  let photoUrl: string;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    w = await bookingWorld(t);
    const b = await paid(w);
    id = b.id;
    t.clock.set(onDay(b.start));
    const res = await submitHandoverVia(t, w.owner.headers, id, 'checkin');
    expect(res.statusCode).toBe(201);
    photoUrl = res.json().checkin.photos[0].url;
    stranger = await signedInUser(t);
    admin = await signedInUser(t, { role: 'admin' });
  });

  it('only the two parties and admins read the reports, the photos and the PDF', async () => {
    for (const url of [`/api/v1/bookings/${id}/handover`, photoUrl, `/api/v1/bookings/${id}/handover/report.pdf`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode, url).toBe(404);
      for (const who of [w.owner, w.renter, admin])
        expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode, url).toBe(200);
    }
    expect((await read(admin.headers, id)).json().viewer).toBe('admin');
  });

  it('only the owner writes, only the renter answers; strangers and admins get 404', async () => {
    const body = handoverBody([crypto.randomUUID(), crypto.randomUUID()]);
    expect((await submit(stranger.headers, id, 'checkout', body)).statusCode).toBe(404);
    expect((await submit(admin.headers, id, 'checkout', body)).statusCode).toBe(404);
    expect((await submit(w.renter.headers, id, 'checkout', body)).statusCode).toBe(403);
    expect((await uploadHandoverPhotoVia(t, stranger.headers, id, 'checkout')).statusCode).toBe(404);
    expect((await uploadHandoverPhotoVia(t, w.renter.headers, id, 'checkout')).statusCode).toBe(403);
    expect((await answerHandoverVia(t, stranger.headers, id, 'checkin', { answer: 'confirm' })).statusCode).toBe(404);
    expect((await answerHandoverVia(t, admin.headers, id, 'checkin', { answer: 'confirm' })).statusCode).toBe(404);
    expect((await answerHandoverVia(t, w.owner.headers, id, 'checkin', { answer: 'confirm' })).statusCode).toBe(403);
    // Nothing was answered.
    expect((await read(w.renter.headers, id)).json().checkin.status).toBe('submitted');
  });

  it('a booking not paid has no check-in', async () => {
    t.clock.set(START);
    const requestedOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: w.renter.headers,
      payload: {
        listingId: w.listing.id,
        startDate: '2026-07-05',
        endDate: '2026-07-06',
        depositAcknowledged: true,
        accessoryIds: [],
      },
    });
    const bid = requestedOnly.json().booking.id;
    t.clock.set(onDay('2026-07-05'));
    const res = await uploadHandoverPhotoVia(t, w.owner.headers, bid, 'checkin');
    expect(res.statusCode).toBe(409);
    expect((await read(w.owner.headers, bid)).json().refusal.checkin).toBe('not_paid');
  });
});

describe('disputes without evidence (admin)', () => {
  it('the dispute list and detail say which handover reports the booking has', async () => {
    const w = await bookingWorld(t);
    const admin = await signedInUser(t, { role: 'admin' });
    const withCheckin = await paid(w);
    t.clock.set(onDay(withCheckin.start));
    expect((await submitHandoverVia(t, w.owner.headers, withCheckin.id, 'checkin')).statusCode).toBe(201);
    const bare = await paid(w);
    t.clock.set(onDay(bare.start));
    const disputeIds: Record<string, string> = {};
    for (const id of [withCheckin.id, bare.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${id}/disputes`,
        headers: w.renter.headers,
        payload: { reason: 'bike_not_as_described', explanation: 'It was a different, smaller bike.' },
      });
      expect(res.statusCode, res.body).toBe(201);
      disputeIds[id] = res.json().dispute.id;
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/disputes?limit=100', headers: admin.headers });
    const rows = list.json().items as { booking: { id: string }; evidence: unknown }[];
    expect(rows.find((r) => r.booking.id === withCheckin.id)?.evidence).toEqual({ checkin: true, checkout: false });
    expect(rows.find((r) => r.booking.id === bare.id)?.evidence).toEqual({ checkin: false, checkout: false });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/disputes/${disputeIds[bare.id]}`,
      headers: admin.headers,
    });
    expect(detail.json().evidence).toEqual({ checkin: false, checkout: false });
  });
});
