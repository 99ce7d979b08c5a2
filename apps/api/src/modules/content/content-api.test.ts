import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings } from '@biclou/db/schema';
import { nounDisagreements } from '@biclou/domain/counted-nouns';
import { buildTestApp } from '../../test/build-test-app';
import { SETTINGS_CACHE_TTL_MS } from '../settings/get-public-settings';

describe('content API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('renders a page in French, its title and alternates from the front matter', async () => {
    const res = await get('/content/terms?locale=fr');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ slug: 'terms', locale: 'fr', fallback: false, alternates: ['en', 'fr'] });
    expect(page.title).toBeTruthy();
    expect(page.html).toContain('<h2');
  });

  it('takes a slug with a slash, encoded', async () => {
    const res = await get('/content/help%2Frental-process?locale=en');
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('help/rental-process');
  });

  it('answers 404 for an unknown page and 422 for a bad locale', async () => {
    expect((await get('/content/nope?locale=en')).statusCode).toBe(404);
    expect((await get('/content/terms?locale=de')).statusCode).toBe(422);
    expect((await get('/content/..%2Fsecret')).statusCode).toBe(422);
  });

  it('fills the placeholders from the live booking settings', async () => {
    const before = (await get('/content/test-mdc?locale=en')).json().html as string;
    expect(before).toContain('10%');
    await t.deps.db.update(bookingSettings).set({ serviceFeeRateBp: 1250 });
    t.clock.advance(SETTINGS_CACHE_TTL_MS);
    const after = (await get('/content/test-mdc?locale=en')).json().html as string;
    expect(after).toContain('12.5%');
    await t.deps.db.update(bookingSettings).set({ serviceFeeRateBp: 1000 });
    t.clock.advance(SETTINGS_CACHE_TTL_MS);
  });

  it('states the live booking settings in the help centre: a fee changed by the admin shows at once', async () => {
    const answer = async (slug: string, locale = 'en') =>
      (await get(`/help/questions/${slug}?locale=${locale}`)).json().question.html as string;
    expect(await answer('service-fee')).toContain('service fee of 10%');
    expect(await answer('service-fee', 'fr')).toContain('frais de service de 10\u00a0%');
    expect(await answer('owner-response-time')).toContain('48 hours');
    expect(await answer('how-many-requests')).toContain('at most 5 requests');
    expect(await answer('earnings-available')).toContain('at most 4 days after');
    expect(await answer('request-a-payout')).toContain('within 7 days');
    expect(await answer('cancel-a-booking')).toContain('3 to 29 days before the start: 70% refunded');

    await t.deps.db.update(bookingSettings).set({
      serviceFeeRateBp: 1200,
      commissionRateBp: 1800,
      requestExpiryHours: 72,
      maxOpenRequests: 3,
      creditDelayDays: 6,
      cancelationOptions: {
        no_notice: { delayDays: 0, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
        short_notice: { delayDays: 5, refundBeforeDelayPct: 60, refundAfterDelayPct: 0 },
        medium_notice: { delayDays: 10, refundBeforeDelayPct: 70, refundAfterDelayPct: 0 },
        strict: { delayDays: 30, refundBeforeDelayPct: 100, refundAfterDelayPct: 0 },
      },
    });
    t.clock.advance(SETTINGS_CACHE_TTL_MS);
    expect(await answer('service-fee')).toContain('service fee of 12%');
    expect(await answer('service-fee')).toContain('commission of 18%');
    expect(await answer('owner-response-time')).toContain('72 hours');
    expect(await answer('how-many-requests')).toContain('at most 3 requests');
    expect(await answer('earnings-available')).toContain('at most 6 days after');
    expect(await answer('cancel-a-booking')).toContain('5 to 29 days before the start: 60% refunded');
    const help = (await get('/help?locale=en')).json();
    expect(JSON.stringify(help)).not.toContain('service fee of 10%');
  });

  it('counts with the plural rules in the help centre and the guides when the admin sets the figures to 1', async () => {
    const [shipped] = await t.deps.db.select().from(bookingSettings);
    await t.deps.db.update(bookingSettings).set({
      requestExpiryHours: 1,
      maxOpenRequests: 1,
      creditDelayDays: 1,
      maxBookingDays: 1,
      maxAdvanceMonths: 1,
    });
    t.clock.advance(SETTINGS_CACHE_TTL_MS);
    const text = (json: unknown) => JSON.stringify(json).replace(/<[^>]+>/g, ' ');
    const help = { en: text((await get('/help?locale=en')).json()), fr: text((await get('/help?locale=fr')).json()) };
    const guide = {
      en: text((await get('/content/guides%2Fhow-to-rent?locale=en')).json()),
      fr: text((await get('/content/guides%2Fhow-to-rent?locale=fr')).json()),
    };
    expect(help.en).toContain('at most 1 request open at once');
    expect(help.en).toContain('1 hour for an owner to answer');
    expect(help.en).toContain('at most 1 request waiting for an answer');
    expect(help.en).toContain('at most 1 day after the rental ends');
    expect(help.fr).toContain('au plus 1 demande en cours');
    expect(help.fr).toContain('au plus 1 demande en attente');
    expect(help.fr).toContain('au plus tard 1 jour après la fin');
    expect(guide.en).toContain('lasts at most 1 day, and starts within 1 month');
    expect(guide.en).toContain('up to 1 request waiting');
    expect(guide.fr).toContain('au plus tard dans 1 mois, et dure au plus 1 jour');
    expect(guide.fr).toContain("jusqu'à 1 demande en attente");
    for (const locale of ['en', 'fr'] as const) {
      expect(nounDisagreements(help[locale], locale), locale).toEqual([]);
      expect(nounDisagreements(guide[locale], locale), locale).toEqual([]);
    }
    await t.deps.db.update(bookingSettings).set(shipped!);
    t.clock.advance(SETTINGS_CACHE_TTL_MS);
  });

  it('searches the help centre without accents in French and English', async () => {
    const hits = async (q: string, locale: string) =>
      ((await get(`/help?locale=${locale}&q=${encodeURIComponent(q)}`)).json().search.hits as { slug: string }[]).map(
        (h) => h.slug,
      );
    expect(await hits('annulation', 'fr')).toContain('cancel-a-booking');
    expect(await hits('ANNULATION', 'fr')).toEqual(await hits('annulation', 'fr'));
    expect(await hits('remboursé', 'fr')).toEqual(await hits('rembourse', 'fr'));
    expect((await hits('refund', 'en'))[0]).toBe('cancel-a-booking');
    expect(await hits('payout', 'en')).toContain('request-a-payout');
    expect(await hits('zzzz', 'en')).toEqual([]);
    expect((await get('/help?locale=en')).json().search).toBeNull();
    expect((await get(`/help?locale=en&q=${'a'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('serves each question on its own, in both locales, and 404 for an unknown one', async () => {
    const en = (await get('/help/questions/deposit?locale=en')).json();
    const fr = (await get('/help/questions/deposit?locale=fr')).json();
    expect(en.question.question).toBe('Is there a deposit?');
    expect(fr.question.question).toBe('Y a-t-il une caution ?');
    expect(fr.topic.slug).toBe('payments');
    expect(fr.related.length).toBeGreaterThan(2);
    expect((await get('/help/questions/nope?locale=en')).statusCode).toBe(404);
    const help = (await get('/help?locale=fr')).json();
    expect(help.topics.map((t: { slug: string }) => t.slug)).toEqual([
      'renting',
      'listing',
      'payments',
      'payouts',
      'safety',
      'account',
    ]);
    expect(help.topics.flatMap((t: { questions: unknown[] }) => t.questions).length).toBeGreaterThanOrEqual(30);
  });

  it('lists every content page and help question in the sitemap, in both locales', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const path of ['/privacy', '/legal-mentions', '/terms', '/help/rental-process', '/help/cancel-a-booking'])
      expect(xml, path).toMatch(new RegExp(`/fr${path}</loc>`));
    expect(xml).not.toContain('/test-mdc</loc>');
  });
});
