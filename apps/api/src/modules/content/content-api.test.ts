import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSettings } from '@biclou/db/schema';
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
});
