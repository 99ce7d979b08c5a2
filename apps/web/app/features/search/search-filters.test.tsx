import { parisToday } from '@biclou/domain/paris-calendar';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../context/in-app.fixture';
import { SearchFilters } from './search-filters';
import { readSearchQuery, searchQueryString, updateSearchQuery, type SearchQuery } from './search-params';
import { pickupChange, returnTimesAfter, SEARCH_TIMES, todayChange } from './search-times';

const render = (query: SearchQuery, lang: 'en' | 'fr' = 'en') =>
  renderInApp(lang, '/search', <SearchFilters query={query} catalog={null} onChange={() => undefined} />);
/** The opening tag of the button whose text is `label`. */
const buttonOf = (html: string, label: string) =>
  new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}</button>`).exec(html)?.[0] ?? '';
const selected = (html: string, name: string) =>
  new RegExp(`<select[^>]*name="${name}"[^>]*>.*?</select>`)
    .exec(html)?.[0]
    .match(/<option[^>]*selected=""[^>]*>([^<]*)</)?.[1];

describe('search filters: today, times and instant booking live in the URL', () => {
  const today = parisToday(new Date());

  it('a link of today from 14:00 to 18:00, instant only, shows every control set', () => {
    const link = readSearchQuery(
      new URLSearchParams(`start=${today}&end=${today}&from=14:00&to=18:00&instant=true&place=lyon`),
    );
    const html = render(link);
    expect(buttonOf(html, 'Today')).toContain('aria-pressed="true"');
    expect(buttonOf(html, 'Instant booking')).toContain('aria-pressed="true"');
    expect(selected(html, 'from')).toBe('14:00');
    expect(selected(html, 'to')).toBe('18:00');
    // A return is only offered after the pickup, and each select has its label.
    expect(/<select[^>]*name="to"[^>]*>.*?<\/select>/.exec(html)![0]).not.toContain('value="14:00"');
    expect(html).toMatch(/<label for="([^"]+)-from"[^>]*>Pick-up<\/label><select id="\1-from"/);
    expect(html).toMatch(/<label for="([^"]+)-to"[^>]*>Return<\/label><select id="\1-to"/);
    expect(searchQueryString(link)).toBe(`?place=lyon&start=${today}&end=${today}&from=14:00&to=18:00&instant=true`);
  });

  it('offers times only for one day, and nothing is pressed without the parameters', () => {
    const days = render({ start: '2030-01-01', end: '2030-01-03' });
    expect(days).not.toContain('name="from"');
    const none = render({});
    expect(none).not.toContain('name="from"');
    expect(buttonOf(none, 'Today')).toContain('aria-pressed="false"');
    expect(buttonOf(none, 'Instant booking')).toContain('aria-pressed="false"');
    const oneDay = render({ start: '2030-01-01', end: '2030-01-01' });
    expect(selected(oneDay, 'from')).toBe('Any time');
    expect(/<select[^>]*name="to"[^>]*>/.exec(oneDay)![0]).toContain('disabled');
  });

  it('speaks French', () => {
    const html = render({ start: today, end: today, from: '09:00', to: '13:00' }, 'fr');
    expect(buttonOf(html, 'Aujourd’hui')).toContain('aria-pressed="true"');
    expect(html).toContain('Réservation instantanée');
    expect(html).toContain('>Retrait</label>');
    expect(html).toContain('À l’heure locale du vélo.');
  });

  it('Today is one day with the first times an owner could accept, cleared when pressed again; several days forget the times', () => {
    // 2026-06-01 at 12:10 in Paris (10:10 UTC): the soonest pickup is 13:30, a half-day to 17:30.
    const noon = new Date('2026-06-01T10:10:00Z');
    const day = { start: '2026-06-01', end: '2026-06-01' };
    expect(todayChange({ place: 'lyon' }, noon)).toEqual({ ...day, from: '13:30', to: '17:30' });
    // Times already chosen stay while still ahead; past ones move.
    expect(todayChange({ start: '2026-06-05', end: '2026-06-05', from: '15:00', to: '16:00' }, noon)).toEqual(day);
    expect(todayChange({ start: '2026-06-05', end: '2026-06-05', from: '09:00', to: '16:00' }, noon)).toEqual({
      ...day,
      from: '13:30',
      to: '16:00',
    });
    // Past 22:30 nothing is left to book today: the day alone (the results say so).
    expect(todayChange({}, new Date('2026-06-01T20:45:00Z'))).toEqual({ ...day, from: undefined, to: undefined });
    // Paris' day, not UTC's: 00:30 on the 2nd in Paris is still the 1st in UTC.
    expect(todayChange({}, new Date('2026-06-01T22:30:00Z'))).toMatchObject({ start: '2026-06-02', from: '01:30' });
    expect(todayChange({ ...day, from: '14:00', to: '18:00' }, noon)).toEqual({ start: undefined, end: undefined });

    const timed = { place: 'lyon', ...day, from: '14:00', to: '18:00' };
    expect(updateSearchQuery(timed, todayChange(timed, noon))).toEqual({ place: 'lyon' });
    expect(updateSearchQuery(timed, { end: '2099-01-02' })).toEqual({
      place: 'lyon',
      start: day.start,
      end: '2099-01-02',
    });
    expect(updateSearchQuery(timed, { start: '2099-01-01', end: '2099-01-01' })).toEqual({
      ...timed,
      start: '2099-01-01',
      end: '2099-01-01',
    });
    // Another filter keeps the times, even over several days (a shared link may say so).
    const longer = { start: '2099-01-01', end: '2099-01-03', from: '18:00', to: '10:00' };
    expect(updateSearchQuery(longer, { instant: 'true' })).toEqual({ ...longer, instant: 'true' });
  });

  it('a pickup keeps a later return, else offers a half-day ending by 20:00; "any time" clears both', () => {
    expect(pickupChange('14:00', undefined)).toEqual({ from: '14:00', to: '18:00' });
    expect(pickupChange('14:00', '16:30')).toEqual({ from: '14:00', to: '16:30' });
    expect(pickupChange('17:00', '16:30')).toEqual({ from: '17:00', to: '20:00' });
    expect(pickupChange('19:30', undefined)).toEqual({ from: '19:30', to: '20:00' });
    expect(pickupChange('20:00', undefined)).toEqual({ from: '20:00', to: '21:00' });
    expect(pickupChange('23:00', undefined)).toEqual({ from: '23:00', to: '23:30' });
    expect(pickupChange('23:30', undefined)).toEqual({ from: undefined, to: undefined });
    expect(pickupChange('', '18:00')).toEqual({ from: undefined, to: undefined });
    expect(SEARCH_TIMES).toHaveLength(48);
    expect(returnTimesAfter('23:00')).toEqual(['23:30']);
  });
});
