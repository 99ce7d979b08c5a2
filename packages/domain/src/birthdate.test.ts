import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BIRTHDATE_MESSAGES as M, birthdateProblem } from './birthdate';
import { parisDate } from './paris-calendar';

describe('birthdateProblem', () => {
  it.each([
    ['2008-06-01', '2026-06-01', null],
    ['2008-06-02', '2026-06-01', M.tooYoung],
    ['1990-01-15', '2026-06-01', null],
    ['2026-06-01', '2026-06-01', M.future],
    ['2030-01-01', '2026-06-01', M.future],
    ['2008-02-29', '2026-02-28', M.tooYoung],
    ['2008-02-29', '2026-03-01', null],
    ['1906-06-01', '2026-06-01', null],
    ['1906-05-31', '2026-06-01', M.invalid],
    ['2001-02-30', '2026-06-01', M.invalid],
    ['01/02/2001', '2026-06-01', M.invalid],
    ['', '2026-06-01', M.invalid],
  ])('%s on %s → %s', (birthdate, today, expected) => {
    expect(birthdateProblem(birthdate, today)).toBe(expected);
  });

  it('agrees with a day-by-day age computation', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1920-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (d) => {
        const birthdate = d.toISOString().slice(0, 10);
        const today = '2026-06-01';
        const problem = birthdateProblem(birthdate, today);
        const [y, m, day] = birthdate.split('-').map(Number) as [number, number, number];
        let age = 2026 - y;
        if (m > 6 || (m === 6 && day > 1)) age -= 1;
        const expected = birthdate >= today ? M.future : age < 18 ? M.tooYoung : age > 120 ? M.invalid : null;
        return problem === expected || (age === 120 && problem === M.invalid);
      }),
    );
  });
});

describe('parisDate', () => {
  it('uses the Paris calendar day', () => {
    expect(parisDate(new Date('2026-06-01T21:59:59Z'))).toBe('2026-06-01');
    expect(parisDate(new Date('2026-06-01T22:00:00Z'))).toBe('2026-06-02');
    expect(parisDate(new Date('2026-01-01T22:59:59Z'))).toBe('2026-01-01');
  });

  it('keeps the last second asked, and gives what Intl gives around each midnight', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const midnights = ['2026-06-01T22:00:00Z', '2026-01-01T23:00:00Z', '1900-01-01T23:50:39Z'].map((t) =>
      Date.parse(t),
    );
    for (const midnight of midnights)
      for (const offset of [-1001, -1000, -999, -1, 0, 1, 999, 1000, -1, 0])
        expect(parisDate(new Date(midnight + offset))).toBe(intl.format(new Date(midnight + offset)));
    expect(() => parisDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
