import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dropVisitorDraft,
  keepVisitorDraft,
  readVisitorDraft,
  VISITOR_DRAFT_KEY,
  VISITOR_DRAFT_MAX_AGE_MS,
  type DraftStorage,
  type InfosValues,
} from './visitor-draft';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}
const VALUES: InfosValues = {
  categoryId: 'c1',
  subCategoryId: '',
  isElec: true,
  brand: 'Brompton',
  model: 'C Line',
  sizeCode: 'M',
  motorType: 'hub_rear',
  batteryWh: '300',
  rangeMinKm: '30',
  rangeMaxKm: '70',
};
const NOW = Date.UTC(2026, 10, 25);

describe("a visitor's listing draft", () => {
  it('keeps what was typed until it is read back after login, then can be dropped', () => {
    const storage = memoryStorage();
    keepVisitorDraft(storage, VALUES, NOW);
    expect(readVisitorDraft(storage, NOW + 60_000)).toEqual(VALUES);
    dropVisitorDraft(storage);
    expect(readVisitorDraft(storage, NOW)).toBeNull();
  });

  it('forgets a draft older than a week', () => {
    const storage = memoryStorage();
    keepVisitorDraft(storage, VALUES, NOW);
    expect(readVisitorDraft(storage, NOW + VISITOR_DRAFT_MAX_AGE_MS)).toEqual(VALUES);
    expect(readVisitorDraft(storage, NOW + VISITOR_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.has(VISITOR_DRAFT_KEY)).toBe(false);
  });

  it('works without storage (blocked) and ignores anything that is not a draft', () => {
    keepVisitorDraft(null, VALUES, NOW);
    expect(readVisitorDraft(null, NOW)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = memoryStorage();
        storage.setItem(VISITOR_DRAFT_KEY, text);
        const read = readVisitorDraft(storage, NOW);
        return read === null || (typeof read.isElec === 'boolean' && typeof read.brand === 'string');
      }),
    );
    const storage = memoryStorage();
    storage.setItem(VISITOR_DRAFT_KEY, JSON.stringify({ savedAt: NOW, values: { ...VALUES, brand: 42 } }));
    expect(readVisitorDraft(storage, NOW)).toBeNull();
  });

  it('reads a draft kept before the e-bike facts were asked, with them empty', () => {
    const storage = memoryStorage();
    const { motorType: _m, batteryWh: _b, rangeMinKm: _r, rangeMaxKm: _x, ...before } = VALUES;
    storage.setItem(VISITOR_DRAFT_KEY, JSON.stringify({ savedAt: NOW, values: before }));
    expect(readVisitorDraft(storage, NOW)).toEqual({
      ...VALUES,
      motorType: '',
      batteryWh: '',
      rangeMinKm: '',
      rangeMaxKm: '',
    });
  });
});
