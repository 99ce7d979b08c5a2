import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, readerTimeZone } from './time-of-day';

const NN = '\u202f';

describe('formatTimeOfDay: a time on the bike’s clock as each language reads it', () => {
  it.each([
    ['00:00', `12:00${NN}AM`, '00:00'],
    ['08:15', `8:15${NN}AM`, '08:15'],
    ['12:00', `12:00${NN}PM`, '12:00'],
    ['14:00', `2:00${NN}PM`, '14:00'],
    ['23:45', `11:45${NN}PM`, '23:45'],
  ])('%s → %s, %s', (time, en, fr) => {
    expect(formatTimeOfDay(time, 'en')).toBe(en);
    expect(formatTimeOfDay(time, 'fr')).toBe(fr);
  });

  it('leaves what is not a time as it is, and reads no zone', () => {
    expect(formatTimeOfDay('24:00', 'fr')).toBe('24:00');
    expect(formatTimeOfDay('9:00', 'en')).toBe('9:00');
    // Whatever the machine's clock, a wall-clock time stays itself.
    expect(typeof readerTimeZone()).toBe('string');
  });
});
