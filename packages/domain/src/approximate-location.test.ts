import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { approximateLocation, distanceMeters, movePoint } from './approximate-location';

const seedOf = (...bytes: number[]) => Uint8Array.from(bytes);

describe('approximateLocation', () => {
  const lyon = { lat: 45.764043, lng: 4.835659 };

  it('is the same every time for the same seed', () => {
    const seed = seedOf(1, 2, 3, 4, 5, 6, 7, 8);
    expect(approximateLocation(lyon, seed)).toEqual(approximateLocation(lyon, seed));
  });

  it('moves 300 m for a zero distance byte and about 600 m for the largest', () => {
    expect(distanceMeters(lyon, approximateLocation(lyon, seedOf(0, 0, 0, 0, 0, 0, 0, 0)))).toBeCloseTo(300, -1);
    expect(distanceMeters(lyon, approximateLocation(lyon, seedOf(0, 0, 0, 0, 255, 255, 255, 255)))).toBeCloseTo(
      600,
      -1,
    );
  });

  it('bearing byte 0 goes north', () => {
    const p = approximateLocation(lyon, seedOf(0, 0, 0, 0, 0, 0, 0, 0));
    expect(p.lat).toBeGreaterThan(lyon.lat);
    expect(p.lng).toBeCloseTo(lyon.lng, 4);
  });

  it('refuses a short seed', () => {
    expect(() => approximateLocation(lyon, seedOf(1, 2, 3))).toThrow(RangeError);
  });

  it('always lands 300–600 m away (± rounding), anywhere in our countries', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 41, max: 52, noNaN: true }),
        fc.double({ min: -5, max: 11, noNaN: true }),
        fc.uint8Array({ minLength: 8, maxLength: 32 }),
        (lat, lng, seed) => {
          const d = distanceMeters({ lat, lng }, approximateLocation({ lat, lng }, seed));
          return d >= 298 && d <= 602;
        },
      ),
    );
  });

  it('movePoint and distanceMeters agree', () => {
    expect(distanceMeters(lyon, movePoint(lyon, 1.234, 1000))).toBeCloseTo(1000, 3);
  });
});
