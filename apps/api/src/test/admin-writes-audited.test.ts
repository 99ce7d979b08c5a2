import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, type AdminAction } from '@biclou/contracts/admin';
import { adminActions, bookings, sessions } from '@biclou/db/schema';
import { runDueJobs } from '../modules/run-due-jobs';
import { act, bookingWorld, createLiveListing, paidBooking, pay, requested } from './booking-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { answerHandoverVia, submitHandoverVia } from './handover-helpers';
import { createUser, signedInUser } from './helpers';
import { uploadPhoto } from './listing-helpers';
import { nextDates, ownerWithCredits, readyForPayouts, requestPayoutVia } from './payout-helpers';
import { seedTestPlaces } from './seo-places';

/**
 * Every admin write is audited: the test walks every write operation of the OpenAPI that an admin
 * guard protects, makes one valid call of each (the table below sets the object up and gives the
 * body) and checks that the call wrote the audit row it names. A new admin write route without an
 * entry fails the first test. Two member routes where an admin acts on other people's
 * conversation (post, close) are walked too.
 */

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  url: string;
  payload?: unknown;
  /** The action the call must have written. */
  action: AdminAction;
}
/** An entry: sets up its object and returns a valid call, or says why the route changes nothing. */
type Entry = ((t: TestApp) => Promise<Call>) | { changesNothing: string };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const API = '/api/v1';
const draft = { title: 'Bikes in {place}', description: '{count} bikes', h1: 'Ride {place}', body: 'Hello {place}.' };
const categoryBody = (slug: string) => ({ slug, nameEn: `En ${slug}`, nameFr: `Fr ${slug}`, icon: 'zap' });
const post = async (url: string, payload: unknown, headers = admin.headers) => {
  const res = await t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: payload as never });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const member = () => signedInUser(t);
const userUrl = async (suffix: string) => `${API}/admin/users/${(await createUser(t)).user.id}/${suffix}`;
const newCategory = async (slug: string) => (await post('/admin/categories', categoryBody(slug))).id as string;
let seq = 0;
const slug = (s: string) => `${s}-${++seq}`;

/** The saved template of a kind in French (the seed has one per kind and language). */
async function pageTemplate(kind: 'city' | 'department' | 'region', locale: 'en' | 'fr' = 'fr') {
  const list = await t.app.inject({ method: 'GET', url: `${API}/admin/seo/page-templates`, headers: admin.headers });
  const found = (list.json().templates as { id: string; kind: string; locale: string }[]).find(
    (x) => x.kind === kind && x.locale === locale,
  );
  return found?.id ?? ((await post('/admin/seo/page-templates', { ...draft, kind, locale })).template.id as string);
}
async function localePage(placeSlug: string) {
  return (await post('/admin/seo/locale-pages', { placeSlug, locale: 'fr', h1: 'À vélo' })).localePage.id as string;
}
async function paid() {
  const w = await bookingWorld(t);
  const [start, end] = nextDates(3);
  return { w, id: await paidBooking(t, w, start, end) };
}
async function disputed() {
  const { w, id } = await paid();
  const res = await act(t, w.renter.headers, id, 'disputes', {
    reason: 'bike_not_as_described',
    explanation: 'It was a different, smaller bike.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { bookingId: id, disputeId: res.json().dispute.id as string };
}
async function pendingPayout() {
  const w = await ownerWithCredits(t, 1, { ready: false });
  await readyForPayouts(t, w.owner);
  const res = await requestPayoutVia(t, w.owner.headers, { listingId: w.listing.id, bookingIds: w.bookingIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payout.id as string;
}
async function conversation() {
  const owner = await member();
  const renter = await member();
  const listing = await createLiveListing(t, owner.headers);
  const started = await post(
    '/conversations',
    { listingId: listing.id, body: 'Is it free on Sunday?' },
    renter.headers,
  );
  return started.conversation.id as string;
}
async function review() {
  const { w, id } = await paid();
  const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
  await runDueJobs(t.deps, new Date(new Date(`${row!.endDate}T22:00:00Z`).getTime() + 86_400_000));
  const [done] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
  t.clock.set(new Date(done!.completedAt!.getTime() + 3_600_000));
  await post(`/bookings/${id}/review`, { rating: 2, comment: 'Rude owner.' }, w.renter.headers);
  await post(`/bookings/${id}/review`, { rating: 4, comment: 'A careful renter.' }, w.owner.headers);
  const list = await t.app.inject({ method: 'GET', url: `${API}/listings/${w.listing.id}/reviews` });
  return list.json().reviews[0].id as string;
}
/** A checked-out booking whose owner claimed €40 of the deposit held on the renter's card. */
async function claimed() {
  // Its own listing and near dates: the members' sessions stay fresh across the rental.
  const w = await bookingWorld(t);
  const { id } = await requested(t, w.renter.headers, w.listing.id, '2026-06-05', '2026-06-07');
  expect((await act(t, w.owner.headers, id, 'accept')).statusCode).toBe(200);
  expect((await pay(t, w.renter.headers, id)).statusCode).toBe(200);
  t.clock.set(new Date('2026-06-05T08:00:00Z'));
  expect((await submitHandoverVia(t, w.owner.headers, id, 'checkin')).statusCode).toBe(201);
  expect((await answerHandoverVia(t, w.renter.headers, id, 'checkin', { answer: 'confirm' })).statusCode).toBe(200);
  t.clock.set(new Date('2026-06-07T08:00:00Z'));
  expect((await submitHandoverVia(t, w.owner.headers, id, 'checkout')).statusCode).toBe(201);
  await post(
    `/bookings/${id}/deposit/claim`,
    { amountCents: 4000, description: 'Rear light missing' },
    w.owner.headers,
  );
  return id;
}

const ROUTES: Record<string, Entry> = {
  // Users and devices
  'POST /admin/users/{userId}/suspend': async () => ({
    url: await userUrl('suspend'),
    payload: { reason: 'Fraudulent listings' },
    action: 'user.suspend',
  }),
  'POST /admin/users/{userId}/unsuspend': async () => {
    const url = await userUrl('suspend');
    await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { reason: 'Fraudulent listings' } });
    return { url: url.replace(/suspend$/, 'unsuspend'), action: 'user.unsuspend' };
  },
  'POST /admin/users/{userId}/resend-verification': async () => ({
    url: `${API}/admin/users/${(await createUser(t, { verified: false })).user.id}/resend-verification`,
    action: 'user.resend_verification',
  }),
  'POST /admin/users/{userId}/password-reset': async () => ({
    url: await userUrl('password-reset'),
    action: 'user.password_reset',
  }),
  'PUT /admin/users/{userId}/role': async () => ({
    url: await userUrl('role'),
    payload: { role: 'admin' },
    action: 'user.grant_admin',
  }),
  'POST /admin/users/{userId}/anonymise': async () => {
    const target = await createUser(t);
    return {
      url: `${API}/admin/users/${target.user.id}/anonymise`,
      payload: { confirmEmail: target.email },
      action: 'user.anonymise',
    };
  },
  'DELETE /admin/devices/{deviceId}': async () => {
    const someone = await member();
    const [device] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, someone.user.id));
    return { url: `${API}/admin/devices/${device!.id}`, action: 'device.revoke' };
  },
  // Listings, reviews, settings, countries, categories
  'POST /admin/listings/{listingId}/suspend': async () => ({
    url: `${API}/admin/listings/${(await createLiveListing(t, (await member()).headers)).id}/suspend`,
    payload: { reason: 'Stolen bike reported.' },
    action: 'listing.suspend',
  }),
  'POST /admin/listings/{listingId}/unsuspend': async () => {
    const id = (await createLiveListing(t, (await member()).headers)).id;
    await post(`/admin/listings/${id}/suspend`, { reason: 'Stolen bike reported.' });
    return { url: `${API}/admin/listings/${id}/unsuspend`, action: 'listing.unsuspend' };
  },
  'POST /admin/reviews/{reviewId}/hide': async () => ({
    url: `${API}/admin/reviews/${await review()}/hide`,
    payload: { reason: 'Contains a phone number.' },
    action: 'review.hide',
  }),
  'POST /admin/reviews/{reviewId}/unhide': async () => {
    const id = await review();
    await post(`/admin/reviews/${id}/hide`, { reason: 'Contains a phone number.' });
    return { url: `${API}/admin/reviews/${id}/unhide`, action: 'review.unhide' };
  },
  'PUT /admin/settings': async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/admin/settings`, headers: admin.headers });
    const { updatedAt: _u, ...settings } = res.json().settings;
    return { url: `${API}/admin/settings`, payload: { ...settings, minPayoutCents: 2100 }, action: 'settings.update' };
  },
  'PUT /admin/countries/{code}': async () => ({
    url: `${API}/admin/countries/LU`,
    payload: {
      nameEn: 'Luxembourg',
      nameFr: 'Luxembourg',
      active: true,
      currency: 'EUR',
      dialCode: '+352',
      priority: 3,
      vatRateBp: 1700,
    },
    action: 'country.update',
  }),
  'POST /admin/categories': async () => ({
    url: `${API}/admin/categories`,
    payload: categoryBody(slug('cargo')),
    action: 'category.create',
  }),
  'POST /admin/categories/reorder': async () => {
    const list = await t.app.inject({ method: 'GET', url: `${API}/admin/categories`, headers: admin.headers });
    const ids = (list.json().categories as { id: string }[]).map((c) => c.id);
    return { url: `${API}/admin/categories/reorder`, payload: { ids: ids.reverse() }, action: 'category.reorder' };
  },
  'PUT /admin/categories/{categoryId}': async () => {
    const s = slug('tandem');
    return {
      url: `${API}/admin/categories/${await newCategory(s)}`,
      payload: categoryBody(s),
      action: 'category.update',
    };
  },
  'DELETE /admin/categories/{categoryId}': async () => ({
    url: `${API}/admin/categories/${await newCategory(slug('unicycle'))}`,
    action: 'category.delete',
  }),
  'POST /admin/categories/{categoryId}/sub-categories': async () => ({
    url: `${API}/admin/categories/${await newCategory(slug('kids'))}/sub-categories`,
    payload: categoryBody(slug('balance')),
    action: 'subcategory.create',
  }),
  'POST /admin/categories/{categoryId}/sub-categories/reorder': async () => {
    const id = await newCategory(slug('folding'));
    const a = (await post(`/admin/categories/${id}/sub-categories`, categoryBody(slug('small')))).id as string;
    const b = (await post(`/admin/categories/${id}/sub-categories`, categoryBody(slug('large')))).id as string;
    return {
      url: `${API}/admin/categories/${id}/sub-categories/reorder`,
      payload: { ids: [b, a] },
      action: 'subcategory.reorder',
    };
  },
  'PUT /admin/sub-categories/{subCategoryId}': async () => {
    const s = slug('long');
    const sub = await post(`/admin/categories/${await newCategory(slug('cargo'))}/sub-categories`, categoryBody(s));
    return { url: `${API}/admin/sub-categories/${sub.id}`, payload: categoryBody(s), action: 'subcategory.update' };
  },
  'DELETE /admin/sub-categories/{subCategoryId}': async () => {
    const sub = await post(
      `/admin/categories/${await newCategory(slug('road'))}/sub-categories`,
      categoryBody(slug('aero')),
    );
    return { url: `${API}/admin/sub-categories/${sub.id}`, action: 'subcategory.delete' };
  },
  // Money: bookings, payouts, disputes, deposits
  'POST /admin/bookings/{bookingId}/cancel': async () => ({
    url: `${API}/admin/bookings/${(await paid()).id}/cancel`,
    payload: { refund: 'full', reason: 'Fraud suspected.' },
    action: 'booking.cancel',
  }),
  'POST /admin/payouts/{payoutId}/process': async () => ({
    url: `${API}/admin/payouts/${await pendingPayout()}/process`,
    action: 'payout.process',
  }),
  'POST /admin/payouts/{payoutId}/fail': async () => ({
    url: `${API}/admin/payouts/${await pendingPayout()}/fail`,
    payload: { reason: 'The bank refused the IBAN.' },
    action: 'payout.fail',
  }),
  'POST /admin/disputes/{disputeId}/resolve': async () => ({
    url: `${API}/admin/disputes/${(await disputed()).disputeId}/resolve`,
    payload: { refundCents: 1000, note: 'Partial refund.' },
    action: 'dispute.resolve',
  }),
  'POST /admin/bookings/{bookingId}/resolve-dispute': async () => ({
    url: `${API}/admin/bookings/${(await disputed()).bookingId}/resolve-dispute`,
    payload: { refundCents: 0 },
    action: 'dispute.resolve',
  }),
  'POST /admin/bookings/{bookingId}/deposit/decision': async () => ({
    url: `${API}/admin/bookings/${await claimed()}/deposit/decision`,
    payload: { capturedCents: 4000, note: 'The photos show the light missing.' },
    action: 'deposit.decide',
  }),
  'POST /admin/media/{photoId}/delete': async () => {
    const owner = await member();
    const listing = await createLiveListing(t, owner.headers);
    const added = await uploadPhoto(t, owner.headers, listing.id);
    expect(added.statusCode, added.body).toBe(201);
    return {
      url: `${API}/admin/media/${added.json().photo.id}/delete`,
      payload: { reason: 'A face is recognisable.' },
      action: 'media.delete',
    };
  },
  // Message templates
  'PUT /admin/templates/{slug}/{locale}': async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/templates/reset-password/en`,
      headers: admin.headers,
    });
    return {
      url: `${API}/admin/templates/reset-password/en`,
      payload: res.json().template.fields,
      action: 'template.update',
    };
  },
  'DELETE /admin/templates/{slug}/{locale}': async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/admin/templates/phone-code/fr`,
      headers: admin.headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/templates/phone-code/fr`,
      headers: admin.headers,
      payload: res.json().template.fields,
    });
    return { url: `${API}/admin/templates/phone-code/fr`, action: 'template.reset' };
  },
  'POST /admin/templates/{slug}/{locale}/preview': { changesNothing: 'renders unsaved fields' },
  // SEO: page templates and locale pages
  'POST /admin/seo/page-templates': async () => {
    const existing = await pageTemplate('city', 'en');
    await t.app.inject({
      method: 'DELETE',
      url: `${API}/admin/seo/page-templates/${existing}`,
      headers: admin.headers,
    });
    return {
      url: `${API}/admin/seo/page-templates`,
      payload: { ...draft, kind: 'city', locale: 'en' },
      action: 'page_template.create',
    };
  },
  'PUT /admin/seo/page-templates/{pageTemplateId}': async () => ({
    url: `${API}/admin/seo/page-templates/${await pageTemplate('department')}`,
    payload: { ...draft, h1: 'Cycle {place}', kind: 'department', locale: 'fr' },
    action: 'page_template.update',
  }),
  'DELETE /admin/seo/page-templates/{pageTemplateId}': async () => ({
    url: `${API}/admin/seo/page-templates/${await pageTemplate('region')}`,
    action: 'page_template.delete',
  }),
  'POST /admin/seo/page-templates/preview': { changesNothing: 'renders draft patterns without saving' },
  'POST /admin/seo/locale-pages': async () => ({
    url: `${API}/admin/seo/locale-pages`,
    payload: { placeSlug: 'lyon', locale: 'en', h1: 'Lyon by bike' },
    action: 'locale_page.create',
  }),
  'PUT /admin/seo/locale-pages/{localePageId}': async () => ({
    url: `${API}/admin/seo/locale-pages/${await localePage('grenoble')}`,
    payload: { placeSlug: 'grenoble', locale: 'fr', h1: 'Grenoble à vélo' },
    action: 'locale_page.update',
  }),
  'DELETE /admin/seo/locale-pages/{localePageId}': async () => ({
    url: `${API}/admin/seo/locale-pages/${await localePage('villeurbanne')}`,
    action: 'locale_page.delete',
  }),
  'POST /admin/seo/locale-pages/preview': { changesNothing: 'renders draft overrides without saving' },
};

/** Member routes on which an admin acts on other people's things (the admin's powers, not a party's). */
const ADMIN_POWERS: Record<string, (t: TestApp) => Promise<Call & { method: Method }>> = {
  'POST /conversations/{conversationId}/messages': async () => ({
    method: 'POST',
    url: `${API}/conversations/${await conversation()}/messages`,
    payload: { body: 'Biclou support here: please keep to the booking.', clientId: crypto.randomUUID() },
    action: 'conversation.post',
  }),
  'POST /conversations/{conversationId}/close': async () => ({
    method: 'POST',
    url: `${API}/conversations/${await conversation()}/close`,
    payload: { reason: 'spam', note: 'Closed by Biclou support.' },
    action: 'conversation.close',
  }),
};

let writes: { method: Method; path: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedTestPlaces(t);
  admin = await signedInUser(t, { role: 'admin' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { summary?: string; security?: Record<string, string[]>[] }>>;
  };
  writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([m, op]) => m !== 'get' && op.security?.[0] && Object.keys(op.security[0])[0] === 'admin')
      // The POST twin of a PUT (`_method=PUT`, form fields) runs the PUT's own handler.
      .filter(([, op]) => !(op.summary ?? '').endsWith('(multipart/form-data with _method=PUT)'))
      .map(([m]) => ({ method: m.toUpperCase() as Method, path: path.replace(/^\/api\/v1/, '') })),
  );
}, 60_000);
afterAll(() => t.close());

const auditCount = async () => (await t.deps.db.select({ n: count() }).from(adminActions))[0]!.n;
const auditIds = async () =>
  new Set((await t.deps.db.select({ id: adminActions.id }).from(adminActions)).map((r) => r.id));

async function expectAuditedCall(name: string, call: Call & { method: Method }) {
  const before = await auditIds();
  const res = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: admin.headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as never }),
  });
  expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
  const added = (await t.deps.db.select().from(adminActions)).filter((r) => !before.has(r.id));
  expect(
    added.map((r) => ({ action: r.action, adminId: r.adminId })),
    `${name} writes its audit row`,
  ).toContainEqual({ action: call.action, adminId: admin.user.id });
  for (const row of added) expect(ADMIN_ACTIONS).toContain(row.action);
}

describe('every admin write is audited', () => {
  it('the table has an entry for every admin write route of the OpenAPI, and no stale one', () => {
    const names = writes.map((w) => `${w.method} ${w.path}`);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !(n in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('each admin write route, called validly by an admin, writes its audit row', async () => {
    const failures: string[] = [];
    for (const { method, path } of writes) {
      const name = `${method} ${path}`;
      const entry = ROUTES[name];
      if (typeof entry !== 'function') continue;
      t.clock.set(new Date('2026-06-01T10:00:00Z'));
      try {
        await expectAuditedCall(name, { method, ...(await entry(t)) });
      } catch (err) {
        failures.push(`${name}: ${(err as Error).message.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('an admin posting in or closing two members’ conversation is audited', async () => {
    for (const [name, setUp] of Object.entries(ADMIN_POWERS)) await expectAuditedCall(name, await setUp(t));
  }, 120_000);

  it('a member in their own conversation writes no audit row', async () => {
    const owner = await member();
    const renter = await member();
    const listing = await createLiveListing(t, owner.headers);
    const before = await auditCount();
    const started = await post('/conversations', { listingId: listing.id, body: 'Hello' }, renter.headers);
    await post(`/conversations/${started.conversation.id}/close`, { reason: 'resolved' }, owner.headers);
    expect(await auditCount()).toBe(before);
  });
});
