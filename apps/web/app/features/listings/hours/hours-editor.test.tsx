import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '@biclou/domain/opening-hours';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { HoursEditor } from './hours-editor';
import { hoursValues, setDay, WEEK, type HoursValues } from './hours-values';

const render = (lang: 'en' | 'fr', values: HoursValues, errors: Record<string, string> = {}) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/account' : '/account']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
        <HoursEditor idPrefix="h" values={values} onChange={() => {}} errors={errors} today="2026-06-01" />
      </I18nextProvider>
    </MemoryRouter>,
  );

/** Each `<input>` of a type with its attributes, and the text of the `<label for>` naming it. */
function inputs(html: string, type: string) {
  return (
    [...html.matchAll(/<input([^>]*)>/g)]
      .map((m) => m[1]!)
      // An input without a type is a text one.
      .filter((attrs) => attrs.includes(`type="${type}"`) || (type === 'text' && !attrs.includes('type="')))
      .map((attrs) => {
        const id = /\bid="([^"]+)"/.exec(attrs)?.[1] ?? '';
        const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
        return { id, attrs, label };
      })
  );
}

const TUESDAY_CLOSED = setDay(hoursValues(DEFAULT_OPENING_HOURS), 'tue', { closed: true });

describe('the hours editor', () => {
  it('names every time input by its day, window and end, in both languages', () => {
    const english = inputs(render('en', hoursValues(DEFAULT_OPENING_HOURS)), 'time');
    expect(english).toHaveLength(7 * 4);
    expect(english.slice(0, 4).map((i) => i.label)).toEqual([
      'Monday: pickup from',
      'Monday: pickup until',
      'Monday: return from',
      'Monday: return until',
    ]);
    expect(english.every((i) => i.label && /\brequired\b/.test(i.attrs) && i.attrs.includes('value="'))).toBe(true);
    const french = inputs(render('fr', hoursValues(DEFAULT_OPENING_HOURS)), 'time');
    expect(french.at(-1)?.label).toBe('Dimanche\u00a0: retour jusqu&#x27;à');
    expect(new Set(french.map((i) => i.id)).size).toBe(28);
  });

  it('gives each day a "Closed" box; a closed day has it ticked and no time to fill', () => {
    const html = render('en', TUESDAY_CLOSED);
    const boxes = inputs(html, 'checkbox');
    expect(boxes).toHaveLength(7);
    expect(boxes.map((b) => /\bchecked\b/.test(b.attrs))).toEqual(WEEK.map((d) => d === 'tue'));
    // Each box sits in its <label>: clicking the word or pressing Space on the box ticks it.
    expect(html.match(/<label class="inline-flex[^"]*"><input type="checkbox"[^>]*>Closed<\/label>/g)).toHaveLength(7);
    expect(inputs(html, 'time')).toHaveLength(6 * 4);
    expect(inputs(html, 'time').some((i) => i.label?.startsWith('Tuesday'))).toBe(false);
    expect(html).toContain('No pickup or return on this day.');
  });

  it('each day is a group named by the day, each window a group named by its kind', () => {
    const html = render('en', hoursValues(DEFAULT_OPENING_HOURS));
    expect(html).toMatch(/role="group" aria-labelledby="h-mon-name"/);
    expect(html).toContain('<span id="h-mon-name" class="font-medium text-neutral-900 dark:text-white">Monday</span>');
    expect(html).toMatch(/role="group" aria-labelledby="h-mon-pickup"/);
    expect(html).toMatch(/<span id="h-mon-pickup"[^>]*>Pickup<\/span>/);
  });

  it('marks the input a message is about and points it to the message, read out as an alert', () => {
    const html = render('en', hoursValues(DEFAULT_OPENING_HOURS), {
      'week.wed.return.to': 'The return window must end after it starts.',
      minNoticeHours: 'The notice must be a whole number of hours between 1 and 720.',
    });
    const wrong = inputs(html, 'time').filter((i) => i.attrs.includes('aria-invalid="true"'));
    expect(wrong.map((i) => i.label)).toEqual(['Wednesday: return until']);
    expect(wrong[0]!.attrs).toContain('aria-describedby="h-wed-error"');
    expect(html).toContain('<p id="h-wed-error" role="alert"');
    expect(html).toContain('The return window must end after it starts.');
    const notice = inputs(html, 'text').find((i) => i.id === 'h-notice');
    expect(notice?.attrs).toContain('aria-invalid="true"');
    expect(notice?.attrs).toMatch(/aria-describedby="[^"]*\bh-notice-error"/);
    expect(/<label[^>]*for="h-notice"[^>]*><span>Minimum notice<\/span>/.test(html)).toBe(true);
  });

  it('lists the closed dates, each with a button that says which date it removes', () => {
    const html = render('fr', { ...TUESDAY_CLOSED, closedDates: ['2026-12-24', '2026-12-25'] });
    expect(html).toContain('aria-label="Retirer le 24 décembre 2026"');
    expect(html).toContain('aria-label="Retirer le 25 décembre 2026"');
    const picker = inputs(html, 'date')[0]!;
    expect(picker.attrs).toContain('min="2026-06-01"');
    expect(/<label[^>]*for="h-closed-dates"[^>]*><span>Dates de fermeture<\/span>/.test(html)).toBe(true);
    expect(render('en', TUESDAY_CLOSED)).toContain('No closed dates.');
  });
});
