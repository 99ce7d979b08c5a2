import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@biclou/db/schema';
import { balanceCreditAt } from '@biclou/domain/booking-timers';
import { REVIEW_REMINDER_DAYS } from '@biclou/domain/review-rules';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { outboxFor, signedInUser } from '../../../test/helpers';
import { createLiveListing, paidBooking, renterReady, returnOf } from '../../../test/booking-helpers';
import { runDueJobs } from '../../run-due-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A French-speaking owner and an English-speaking renter. */
async function world() {
  const owner = await signedInUser(t, { firstname: 'Odile', locale: 'fr' });
  const listing = await createLiveListing(t, owner.headers);
  const renter = await renterReady(t, { firstname: 'Remy', locale: 'en' });
  return { owner, renter, listing };
}
const subjects = async (email: string) => (await outboxFor(t, email)).map((m) => m.subject);

describe('emails from the jobs, to the right side in their language, once', () => {
  let w: Awaited<ReturnType<typeof world>>;
  let id: string;
  beforeAll(async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    w = await world();
    id = await paidBooking(t, w, '2026-06-10', '2026-06-12');
  });

  it('starts tomorrow: both sides, the evening before (Paris), once', async () => {
    const before = {
      renter: (await outboxFor(t, w.renter.email)).length,
      owner: (await outboxFor(t, w.owner.email)).length,
    };
    await runDueJobs(t.deps, new Date('2026-06-08T21:59:00Z')); // 23:59 on the 8th in Paris: tomorrow is the 9th
    expect((await outboxFor(t, w.renter.email)).length).toBe(before.renter);
    const report = await runDueJobs(t.deps, new Date('2026-06-08T22:30:00Z')); // 00:30 on the 9th in Paris
    expect(report.startsTomorrow).toBe(1);
    const [renterMail] = await outboxFor(t, w.renter.email);
    expect(renterMail).toMatchObject({ subject: 'Your rental of Gazelle Ultimate C380 starts tomorrow', locale: 'en' });
    // Whole days: the owner's hours, 08:00 on the first day to 20:00 on the last, on the bike's clock.
    expect(renterMail!.text).toContain(
      'starts tomorrow. Pickup and return: Wed, Jun 10, 08:00\u00a0→ Fri, Jun 12, 2026, 20:00 (Paris time).',
    );
    expect(renterMail!.text).toContain(`/dashboard/trips/${id}`);
    const [ownerMail] = await outboxFor(t, w.owner.email);
    expect(ownerMail).toMatchObject({ subject: 'Gazelle Ultimate C380 est loué à partir de demain', locale: 'fr' });
    expect(ownerMail!.text).toContain(`/fr/dashboard/bookings/${id}`);
    await runDueJobs(t.deps, new Date('2026-06-09T12:00:00Z'));
    expect((await outboxFor(t, w.renter.email)).length).toBe(before.renter + 1);
    expect((await outboxFor(t, w.owner.email)).length).toBe(before.owner + 1);
  });

  it('completed: both sides are invited to review, with the last day to do it', async () => {
    const report = await runDueJobs(t.deps, new Date('2026-06-12T22:00:00Z')); // start of the 13th in Paris
    expect(report).toMatchObject({ started: 1, completed: 1 }); // caught up in one run
    const [renterMail] = await outboxFor(t, w.renter.email);
    expect(renterMail!.subject).toBe('How was your ride on Gazelle Ultimate C380?');
    expect(renterMail!.text).toContain('you can review the bike and its owner until Jun 26, 2026');
    const [ownerMail] = await outboxFor(t, w.owner.email);
    expect(ownerMail!.subject).toBe('La location de Gazelle Ultimate C380 est terminée');
    expect(ownerMail!.text).toContain('Vous pouvez évaluer le locataire jusqu’au 26 juin 2026');
  });

  it('balance credited: the owner, with the amount, once', async () => {
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
    const count = (await outboxFor(t, w.owner.email)).length;
    // The renter may get the deposit's release by then (modules/deposits), never a balance email.
    const renterMails = async () =>
      (await outboxFor(t, w.renter.email)).filter((m) => !/deposit|caution/i.test(m.subject ?? '')).length;
    const renterCount = await renterMails();
    const at = balanceCreditAt(returnOf('2026-06-12'));
    expect((await runDueJobs(t.deps, at)).credited).toBeGreaterThanOrEqual(1);
    const [mail] = await outboxFor(t, w.owner.email);
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      row!.creditOwnerCents / 100,
    );
    expect(row!.creditOwnerCents).toBeGreaterThan(0);
    expect(mail!.subject).toBe(`${amount} ajoutés à votre solde`);
    expect(mail!.text).toContain('/fr/dashboard/payouts');
    await runDueJobs(t.deps, new Date(at.getTime() + DAY));
    expect((await outboxFor(t, w.owner.email)).length).toBe(count + 1);
    expect(await renterMails()).toBe(renterCount);
  });

  it(`review reminder: ${REVIEW_REMINDER_DAYS} days after completion, only the side that has not written, once`, async () => {
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
    t.clock.set(new Date(row!.completedAt!.getTime() + DAY));
    const wrote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/review`,
      headers: w.renter.headers,
      payload: { rating: 5, comment: 'Great bike.' },
    });
    expect(wrote.statusCode).toBe(201);
    const renterCount = (await outboxFor(t, w.renter.email)).length;
    const ownerCount = (await outboxFor(t, w.owner.email)).length;
    const due = new Date(row!.completedAt!.getTime() + REVIEW_REMINDER_DAYS * DAY);
    expect((await runDueJobs(t.deps, new Date(due.getTime() - 1))).reviewReminders).toBe(0);
    expect((await runDueJobs(t.deps, due)).reviewReminders).toBe(1);
    await runDueJobs(t.deps, new Date(due.getTime() + DAY));
    expect((await outboxFor(t, w.renter.email)).length).toBe(renterCount);
    const owner = await outboxFor(t, w.owner.email);
    expect(owner.length).toBe(ownerCount + 1);
    expect(owner[0]!.subject).toBe('Plus que quelques jours pour évaluer le locataire de Gazelle Ultimate C380');
    expect(owner[0]!.text).toContain(`/fr/dashboard/bookings/${id}`);
  });

  it('three jobs running at once send each notice once', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const other = await world();
    await paidBooking(t, other, '2026-07-10', '2026-07-11');
    const at = new Date('2026-07-08T22:30:00Z');
    const reports = await Promise.all([runDueJobs(t.deps, at), runDueJobs(t.deps, at), runDueJobs(t.deps, at)]);
    expect(reports.reduce((s, r) => s + r.startsTomorrow, 0)).toBe(1);
    expect(await subjects(other.renter.email)).toContain('Your rental of Gazelle Ultimate C380 starts tomorrow');
    expect((await subjects(other.renter.email)).filter((s) => s?.includes('starts tomorrow'))).toHaveLength(1);
  });
});
