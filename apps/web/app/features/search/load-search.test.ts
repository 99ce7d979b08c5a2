import { describe, expect, it, vi } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import type { LoaderFunctionArgs } from 'react-router';
import { loader } from '../../routes/search';
import { DROPPED_GROUPS, loadSearch, type SearchAnswer } from './load-search';
import { searchQueryString, type SearchQuery } from './search-params';

const SORTS = ['relevance', 'distance', 'price'];
const refuse = (fields: Record<string, string[]>): SearchAnswer => ({
  status: 422,
  json: { error: { code: 'VALIDATION', message: 'Invalid.', fields } },
});

/**
 * A stand-in for GET /api/v1/search with the real API's rules for the parameters the tests use:
 * 7 bikes (one page of 20), pages 1–50, known sorts, both dates or none.
 */
function fakeApi(total = 7) {
  const ask = vi.fn(async (q: SearchQuery): Promise<SearchAnswer> => {
    const fields: Record<string, string[]> = {};
    if (q.sort && !SORTS.includes(q.sort)) fields.sort = ['Choose relevance, distance or price.'];
    if (q.start && !q.end) fields.end = ['Choose an end date.'];
    if (q.start && q.start < '2026-01-01') fields.start = ['The start date has already passed.'];
    if (q.from && q.to && q.to <= q.from) fields.to = ['The end time must be after the start time.'];
    if ((q.from || q.to) && !q.start) fields.from = ['Choose a day to search by the hour.'];
    if (q.instant && q.instant !== 'true') fields.instant = ['The instant booking filter can only be true.'];
    if (q.page && !(/^\d{1,4}$/.test(q.page) && Number(q.page) >= 1 && Number(q.page) <= 50))
      fields.page = ['The page must be a whole number between 1 and 50.'];
    if (q.place && q.place !== 'lyon') fields.place = ['Choose a place from the list.'];
    if (Object.keys(fields).length) return refuse(fields);
    const page = Number(q.page ?? 1);
    const onPage = Math.max(0, Math.min(20, total - (page - 1) * 20));
    return {
      status: 200,
      json: {
        results: Array.from({ length: onPage }, (_, i) => ({ id: `b${i}` })),
        total,
        totalCapped: false,
        page,
        pageSize: 20,
        place: null,
        bounds: null,
        center: null,
      },
    };
  });
  return ask;
}

describe('loadSearch: a bad link never says "0 bikes"', () => {
  it('a bogus sort is left out with a notice, and the bikes are there', async () => {
    const ask = fakeApi();
    const r = await loadSearch(ask, { place: 'lyon', sort: 'bogus' });
    expect(r.search?.total).toBe(7);
    expect(r.search?.results).toHaveLength(7);
    expect(r.error).toBeNull();
    expect(r.notices).toEqual([{ kind: 'dropped', group: 'sort' }]);
    expect(r.query).toEqual({ place: 'lyon' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('a start date without an end: the dates are left out together', async () => {
    const r = await loadSearch(fakeApi(), { start: '2027-01-01' });
    expect(r.search?.total).toBe(7);
    expect(r.notices).toEqual([{ kind: 'dropped', group: 'dates' }]);
    expect(r.query).toEqual({});
  });

  it('bad times are left out alone; a bad start takes the times with it; a bad instant filter alone', async () => {
    const day = { place: 'lyon', start: '2027-01-01', end: '2027-01-01' };
    const reversed = await loadSearch(fakeApi(), { ...day, from: '18:00', to: '14:00', instant: 'true' });
    expect(reversed.notices).toEqual([{ kind: 'dropped', group: 'times' }]);
    expect(reversed.query).toEqual({ ...day, instant: 'true' });
    const past = await loadSearch(fakeApi(), {
      place: 'lyon',
      start: '2020-01-01',
      end: '2020-01-01',
      from: '14:00',
      to: '18:00',
    });
    expect(past.notices).toEqual([{ kind: 'dropped', group: 'dates' }]);
    expect(past.query).toEqual({ place: 'lyon' });
    const undated = await loadSearch(fakeApi(), { place: 'lyon', from: '14:00', to: '18:00', instant: 'yes' });
    expect(undated.notices.map((n) => (n.kind === 'dropped' ? n.group : n.kind)).sort()).toEqual(['instant', 'times']);
    expect(undated.query).toEqual({ place: 'lyon' });
  });

  it('page 999 shows the last page (here 1), saying so; page 3 of 45 bikes too', async () => {
    const ask = fakeApi();
    const r = await loadSearch(ask, { page: '999' });
    expect(r.search).toMatchObject({ page: 1, total: 7 });
    expect(r.search?.results).toHaveLength(7);
    expect(r.notices).toEqual([{ kind: 'last-page', requested: 999, page: 1 }]);
    expect(r.query.page).toBe('1');
    expect(searchQueryString(r.query)).toBe('');

    const deep = await loadSearch(fakeApi(45), { page: '30' });
    expect(deep.search).toMatchObject({ page: 3, total: 45 });
    expect(deep.search?.results).toHaveLength(5);
    expect(deep.notices).toEqual([{ kind: 'last-page', requested: 30, page: 3 }]);
  });

  it('a page that is no number is left out; several bad parameters go in one round', async () => {
    const r = await loadSearch(fakeApi(), { page: 'abc', sort: 'bogus', start: '2027-01-01', place: 'atlantis' });
    expect(r.search?.total).toBe(7);
    expect(r.notices.map((n) => (n.kind === 'dropped' ? n.group : n.kind)).sort()).toEqual([
      'dates',
      'page',
      'place',
      'sort',
    ]);
    expect(r.query).toEqual({});
  });

  it('a good link is asked once, without notices', async () => {
    const ask = fakeApi();
    const r = await loadSearch(ask, { place: 'lyon', page: '1' });
    expect(r).toMatchObject({ notices: [], error: null, search: { total: 7 } });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('an API failure is an error and no search (the page shows no count), never an empty result', async () => {
    const r = await loadSearch(
      async () => ({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
      { place: 'lyon' },
    );
    expect(r).toMatchObject({ search: null, error: 'Something went wrong.' });
    // A 422 naming nothing the link holds cannot be mended: an error too, asked once.
    const ask = vi.fn(async () => refuse({ other: ['No.'] }));
    expect(await loadSearch(ask, { place: 'lyon' })).toMatchObject({ search: null, error: 'Invalid.' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('every notice is written in English and French', () => {
    for (const catalogue of [en, fr]) {
      const notice = (catalogue as { search: { notice: { dropped: Record<string, string>; 'last-page': string } } })
        .search.notice;
      for (const group of DROPPED_GROUPS) expect(notice.dropped[group], group).toMatch(/\S/);
      expect(notice['last-page']).toContain('{{requested}}');
      expect((catalogue as { search: { heading: Record<string, string> } }).search.heading.unavailable).toMatch(/\S/);
    }
  });
});

describe('the /search loader', () => {
  it('/search?sort=bogus, ?start=2027-01-01 and ?page=999 render the bikes, with a notice', async () => {
    const search = fakeApi();
    const api = {
      request: vi.fn(async (_method: string, url: string) => {
        if (url.startsWith('/api/v1/places/autocomplete?q=Montpellier'))
          return { status: 200, headers: {}, json: { places: [{ slug: 'montpellier' }] } };
        if (!url.startsWith('/api/v1/search')) return { status: 200, headers: {}, json: { categories: [] } };
        const { status, json } = await search(Object.fromEntries(new URL(url, 'http://x').searchParams));
        return { status, headers: {}, json };
      }),
    };
    const load = (path: string) => {
      const request = new Request(`http://site.test${path}`);
      return loader({ request, params: {}, context: { api } } as unknown as LoaderFunctionArgs as Parameters<
        typeof loader
      >[0]);
    };
    for (const [path, notice] of [
      ['/search?sort=bogus', { kind: 'dropped', group: 'sort' }],
      ['/fr/search?start=2027-01-01', { kind: 'dropped', group: 'dates' }],
      ['/search?page=999', { kind: 'last-page', requested: 999, page: 1 }],
    ] as const) {
      const data = await load(path);
      expect(data.search?.total, path).toBe(7);
      expect(data.error, path).toBeNull();
      expect(data.notices, path).toEqual([notice]);
    }
  });
});

describe('the landing form sent before its script ran', () => {
  it('/search?where=Montpellier goes to the best match, Montpellier; an empty place to every place', async () => {
    const api = {
      request: vi.fn(async () => ({ status: 200, headers: {}, json: { places: [{ slug: 'montpellier' }] } })),
    };
    const load = async (path: string) => {
      try {
        await loader({
          request: new Request(`http://site.test${path}`),
          params: {},
          context: { api },
        } as unknown as Parameters<typeof loader>[0]);
      } catch (e) {
        if (e instanceof Response) return e.headers.get('location');
      }
      return 'no redirect';
    };
    expect(await load('/search?where=Montpellier&start=&end=')).toBe('/search?place=montpellier');
    expect(api.request).toHaveBeenCalledWith('GET', '/api/v1/places/autocomplete?q=Montpellier&limit=1', undefined);
    expect(await load('/fr/search?where=Montpellier&start=2027-01-02&end=2027-01-05')).toBe(
      '/fr/search?place=montpellier&start=2027-01-02&end=2027-01-05',
    );
    expect(await load('/search?where=&start=&end=')).toBe('/search');
  });
});
