import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { movePoint } from './approximate-location';
import { areaAround, areaParam } from './area-around';

describe('areaAround', () => {
  it('20 km around Lyon', () => {
    const a = areaAround({ lat: 45.76, lng: 4.84 }, 20_000);
    expect(a.south).toBeCloseTo(45.58, 2);
    expect(a.north).toBeCloseTo(45.94, 2);
    expect(a.west).toBeCloseTo(4.58, 2);
    expect(a.east).toBeCloseTo(5.1, 2);
    expect(areaParam(a)).toMatch(/^45\.5\d{4},4\.5\d{4},45\.9\d{4},5\.0\d{4}$/);
  });

  // Where Biclou works (France, Switzerland, Belgium, Luxembourg): every point within the radius is inside.
  it('holds every point within the radius', () => {
    const center = fc.record({
      lat: fc.double({ min: 41, max: 51.5, noNaN: true }),
      lng: fc.double({ min: -5, max: 10, noNaN: true }),
    });
    const move = fc.record({
      bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(center, fc.integer({ min: 1_000, max: 50_000 }), move, (c, radius, { bearing, share }) => {
        const a = areaAround(c, radius);
        const p = movePoint(c, bearing, radius * share);
        expect(p.lat).toBeGreaterThanOrEqual(a.south);
        expect(p.lat).toBeLessThanOrEqual(a.north);
        expect(p.lng).toBeGreaterThanOrEqual(a.west);
        expect(p.lng).toBeLessThanOrEqual(a.east);
      }),
    );
  });
});
