import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeText, foldLine, formatUtc, writeCalendar } from './icalendar';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (s: string) => s.replace(/\r\n /g, '');

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(75), 'x'.repeat(75)],
    ['x'.repeat(76), `${'x'.repeat(75)}\r\n x`],
    ['x'.repeat(75 + 74 + 1), `${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`],
    // 37 two-octet letters are 74 octets: the 38th would make 76, so it starts the next line.
    ['é'.repeat(38), `${'é'.repeat(37)}\r\n é`],
  ])('%j', (input, expected) => {
    expect(foldLine(input)).toBe(expected);
  });

  it('keeps every physical line within 75 octets, splits no character, and unfolds to the line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (line) => {
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(octets(physical)).toBeLessThanOrEqual(75);
          expect(physical).not.toMatch(/[\uD800-\uDBFF]$/);
        }
        expect(unfold(folded)).toBe(line);
      }),
    );
  });
});

describe('writeCalendar', () => {
  const doc = writeCalendar({
    prodId: '-//Biclou//Calendar//EN',
    name: 'Vélo, cargo; long',
    now: new Date('2026-07-01T10:00:00Z'),
    events: [
      {
        uid: 'booking-1@biclou',
        summary: 'Booking BK-7Q4M9XKD',
        start: { instant: new Date('2026-07-02T07:30:00Z') },
        end: { instant: new Date('2026-07-04T16:00:00Z') },
      },
      { uid: 'block-1@biclou', summary: 'Blocked', start: { date: '2026-07-10' }, end: { date: '2026-07-13' } },
    ],
  });

  it('ends every line with CRLF and keeps the envelope RFC 5545 asks for', () => {
    expect(doc.endsWith('\r\n')).toBe(true);
    expect(doc.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = doc.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Biclou//Calendar//EN']);
    expect(lines).toContain('X-WR-CALNAME:Vélo\\, cargo\\; long');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes instants in UTC and days as VALUE=DATE, each event with its UID and DTSTAMP', () => {
    expect(doc).toContain('DTSTART:20260702T073000Z\r\nDTEND:20260704T160000Z');
    expect(doc).toContain('DTSTART;VALUE=DATE:20260710\r\nDTEND;VALUE=DATE:20260713');
    expect(doc.match(/DTSTAMP:20260701T100000Z/g)).toHaveLength(2);
    expect(doc.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('formats UTC instants with seconds', () => {
    expect(formatUtc(new Date('2026-12-31T23:59:58.900Z'))).toBe('20261231T235958Z');
  });
});
