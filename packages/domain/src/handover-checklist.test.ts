import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_ITEMS,
  HANDOVER_LIMITS,
  ITEM_STATES,
  compareHandover,
  emptyChecklist,
  handoverRefusal,
  validateHandover,
  type HandoverFacts,
} from './handover-checklist';

const facts = (over: Partial<HandoverFacts> = {}, electric = false): HandoverFacts => ({
  checklist: emptyChecklist(['Helmet', 'Lock'], electric),
  batteryPercent: electric ? 90 : null,
  odometerKm: null,
  ...over,
});

describe('validateHandover', () => {
  const ok = { ...facts(), notes: '', photoCount: 2 };
  it.each([
    ['two photos, a plain bike', ok, {}],
    ['one photo', { ...ok, photoCount: 1 }, { photoIds: 'too few' }],
    ['nine photos', { ...ok, photoCount: 9 }, { photoIds: 'too many' }],
    ['eight photos', { ...ok, photoCount: 8 }, {}],
    ['battery on a plain bike', { ...ok, batteryPercent: 50 }, { batteryPercent: 'x' }],
    [
      'e-bike without battery',
      { ...facts({ batteryPercent: null }, true), notes: '', photoCount: 3 },
      { batteryPercent: 'x' },
    ],
    ['e-bike at 101 %', { ...facts({ batteryPercent: 101 }, true), notes: '', photoCount: 3 }, { batteryPercent: 'x' }],
    [
      'e-bike at 55.5 %',
      { ...facts({ batteryPercent: 55.5 }, true), notes: '', photoCount: 3 },
      { batteryPercent: 'x' },
    ],
    ['e-bike at 0 %', { ...facts({ batteryPercent: 0 }, true), notes: '', photoCount: 3 }, {}],
    ['negative odometer', { ...ok, odometerKm: -1 }, { odometerKm: 'x' }],
    ['odometer 1234', { ...ok, odometerKm: 1234 }, {}],
    ['long notes', { ...ok, notes: 'a'.repeat(2001) }, { notes: 'x' }],
    ['an e-bike listing recorded as a plain bike', { ...ok, bikeIsElectric: true }, { 'checklist.electric': 'x' }],
    [
      'an e-bike listing without its battery level',
      { ...facts({ batteryPercent: null }, true), notes: '', photoCount: 2, bikeIsElectric: true },
      { batteryPercent: 'x' },
    ],
    ['an e-bike listing recorded as one', { ...facts({}, true), notes: '', photoCount: 2, bikeIsElectric: true }, {}],
    [
      'a plain listing recorded as an e-bike',
      { ...facts({}, true), notes: '', photoCount: 2, bikeIsElectric: false },
      {},
    ],
  ])('%s', (_name, input, expected) => {
    expect(Object.keys(validateHandover(input)).sort()).toEqual(Object.keys(expected).sort());
  });

  it('e-bike without a charger answer', () => {
    const f = facts({}, true);
    f.checklist.chargerPresent = null;
    expect(validateHandover({ ...f, notes: '', photoCount: 2 })).toHaveProperty(['checklist.chargerPresent']);
  });

  it('the photo count alone decides the photo error (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const errors = validateHandover({ ...ok, photoCount: n });
        const valid = n >= HANDOVER_LIMITS.minPhotos && n <= HANDOVER_LIMITS.maxPhotos;
        expect('photoIds' in errors).toBe(!valid);
      }),
    );
  });
});

describe('compareHandover', () => {
  it('a lower battery and a missing light (the issue journey)', () => {
    const checkin = facts({ batteryPercent: 95 }, true);
    const out = facts({ batteryPercent: 40 }, true);
    out.checklist.items.lights = 'missing';
    const diff = compareHandover(checkin, out);
    expect(diff).toMatchObject({
      newDamage: [],
      missingItems: ['lights'],
      missingAccessories: [],
      batteryDrop: 55,
      battery: { checkin: 95, checkout: 40 },
      clean: false,
    });
  });

  it.each([
    ['same state', (f: HandoverFacts) => f, { clean: true }],
    [
      'brakes damaged',
      (f: HandoverFacts) => ({
        ...f,
        checklist: { ...f.checklist, items: { ...f.checklist.items, brakes: 'damaged' as const } },
      }),
      { newDamage: ['brakes'], clean: false },
    ],
    [
      'helmet gone',
      (f: HandoverFacts) => ({
        ...f,
        checklist: {
          ...f.checklist,
          accessories: [
            { name: 'Helmet', present: false },
            { name: 'Lock', present: true },
          ],
        },
      }),
      { missingAccessories: ['Helmet'], clean: false },
    ],
    [
      'accessory left off the check-out list',
      (f: HandoverFacts) => ({ ...f, checklist: { ...f.checklist, accessories: [{ name: 'Lock', present: true }] } }),
      { missingAccessories: ['Helmet'] },
    ],
    ['odometer 100 → 142', (f: HandoverFacts) => ({ ...f, odometerKm: 142 }), { distanceKm: 42, clean: true }],
  ])('%s', (_name, change, expected) => {
    const checkin = facts({ odometerKm: 100 });
    expect(compareHandover(checkin, change(checkin))).toMatchObject(expected);
  });

  it('damage already there at check-in is not new', () => {
    const checkin = facts();
    checkin.checklist.items.frame = 'damaged';
    const out = facts();
    out.checklist.items.frame = 'damaged';
    expect(compareHandover(checkin, out).newDamage).toEqual([]);
  });

  it('charger missing at return', () => {
    const out = facts({}, true);
    out.checklist.chargerPresent = false;
    expect(compareHandover(facts({}, true), out).chargerMissing).toBe(true);
  });

  const state = fc.constantFrom(...ITEM_STATES);
  const arbFacts = fc.record({
    checklist: fc.record({
      items: fc.record(
        Object.fromEntries(CHECKLIST_ITEMS.map((i) => [i, state])) as Record<
          (typeof CHECKLIST_ITEMS)[number],
          typeof state
        >,
      ),
      accessories: fc.uniqueArray(
        fc.record({ name: fc.constantFrom('Helmet', 'Lock', 'Bag', 'Seat'), present: fc.boolean() }),
        {
          selector: (a) => a.name,
        },
      ),
      electric: fc.constant(true),
      chargerPresent: fc.option(fc.boolean(), { nil: null }),
    }),
    batteryPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    odometerKm: fc.option(fc.integer({ min: 0, max: 100000 }), { nil: null }),
  });

  it('a report compared with itself is clean (property)', () => {
    fc.assert(
      fc.property(arbFacts, (f) => {
        const diff = compareHandover(f, f);
        expect(diff.clean).toBe(true);
        expect(diff.batteryDrop === null || diff.batteryDrop === 0).toBe(true);
      }),
    );
  });

  it('everything reported is consistent with both reports (property)', () => {
    fc.assert(
      fc.property(arbFacts, arbFacts, (a, b) => {
        const diff = compareHandover(a, b);
        for (const item of diff.newDamage) {
          expect(a.checklist.items[item]).toBe('ok');
          expect(b.checklist.items[item]).toBe('damaged');
        }
        for (const item of diff.missingItems) expect(b.checklist.items[item]).toBe('missing');
        for (const name of diff.missingAccessories)
          expect(a.checklist.accessories.find((x) => x.name === name)?.present).toBe(true);
        if (diff.batteryDrop !== null) expect(diff.batteryDrop).toBe(a.batteryPercent! - b.batteryPercent!);
        expect(diff.clean).toBe(
          diff.newDamage.length + diff.missingItems.length + diff.missingAccessories.length === 0 &&
            !diff.chargerMissing,
        );
      }),
    );
  });
});

describe('handoverRefusal', () => {
  const base = {
    kind: 'checkin' as const,
    status: 'paid',
    startDate: '2026-07-10',
    endDate: '2026-07-12',
    today: '2026-07-10',
    checkinExists: false,
    reportExists: false,
  };
  it.each([
    ['check-in on the start day', base, null],
    ['check-in the day before', { ...base, today: '2026-07-09' }, 'too_early'],
    ['check-in on the last day', { ...base, today: '2026-07-12', status: 'ongoing' }, null],
    ['check-in after the end', { ...base, today: '2026-07-13', status: 'ongoing' }, 'too_late'],
    ['check-in of an accepted (unpaid) booking', { ...base, status: 'accepted' }, 'not_paid'],
    ['check-in of a canceled booking', { ...base, status: 'canceled' }, 'not_paid'],
    ['a second check-in', { ...base, reportExists: true }, 'already_submitted'],
    ['check-out before check-in', { ...base, kind: 'checkout' as const }, 'no_checkin'],
    ['check-out after check-in', { ...base, kind: 'checkout' as const, checkinExists: true, status: 'ongoing' }, null],
    [
      'check-out the day after completion',
      { ...base, kind: 'checkout' as const, checkinExists: true, status: 'completed', today: '2026-07-13' },
      null,
    ],
    [
      'check-out of a disputed booking',
      { ...base, kind: 'checkout' as const, checkinExists: true, status: 'disputed' },
      'not_paid',
    ],
  ])('%s', (_name, input, expected) => {
    expect(handoverRefusal(input)).toBe(expected);
  });
});
