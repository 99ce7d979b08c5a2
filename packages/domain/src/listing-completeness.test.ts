import { describe, expect, it } from 'vitest';
import { isListingComplete, missingListingAttributes, type ListingCompletenessInput } from './listing-completeness';

const complete: ListingCompletenessInput = {
  categoryId: 'c',
  brand: 'Gazelle',
  model: 'Orange C7',
  sizeCode: 'M',
  descriptionFr: 'Un beau vélo',
  descriptionEn: null,
  address: '1 rue de la Paix',
  city: 'Paris',
  country: 'FR',
  lat: 48.86,
  lng: 2.33,
  pricePerDayCents: 1500,
  photoCount: 1,
};

describe('missingListingAttributes', () => {
  it('nothing is missing from a complete listing', () => {
    expect(missingListingAttributes(complete)).toEqual([]);
    expect(isListingComplete(complete)).toBe(true);
  });

  it('a fresh draft after step 1 lacks everything but the infos, in wizard order', () => {
    expect(missingListingAttributes({ categoryId: 'c', brand: 'B', model: 'M', sizeCode: 'L', photoCount: 0 })).toEqual(
      ['description', 'address', 'coordinates', 'price', 'photo'],
    );
  });

  it('an empty draft lacks everything', () => {
    expect(missingListingAttributes({ photoCount: 0 })).toEqual([
      'category',
      'brand',
      'model',
      'size',
      'description',
      'address',
      'coordinates',
      'price',
      'photo',
    ]);
  });

  it.each([
    [{ categoryId: null }, ['category']],
    [{ brand: '  ' }, ['brand']],
    [{ model: '' }, ['model']],
    [{ sizeCode: null }, ['size']],
    [{ descriptionFr: null, descriptionEn: null }, ['description']],
    [{ descriptionFr: ' ', descriptionEn: '' }, ['description']],
    [{ descriptionFr: null, descriptionEn: 'A nice bike' }, []],
    [{ address: null }, ['address']],
    [{ city: '' }, ['address']],
    [{ country: null }, ['address']],
    [{ lat: null }, ['coordinates']],
    [{ lng: Number.NaN }, ['coordinates']],
    [{ lat: 0, lng: 0 }, []],
    [{ pricePerDayCents: null }, ['price']],
    [{ pricePerDayCents: 0 }, ['price']],
    [{ photoCount: 0 }, ['photo']],
    [{ photoCount: 12 }, []],
    [{ brand: null, photoCount: 0 }, ['brand', 'photo']],
  ] as const)('%j → %j', (change, missing) => {
    expect(missingListingAttributes({ ...complete, ...change })).toEqual(missing);
  });
});
