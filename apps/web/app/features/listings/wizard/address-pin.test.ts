import { describe, expect, it } from 'vitest';
import { addressKey } from './address-pin';

const lyon = { address: '48 cours Lafayette', postalCode: '69003', city: 'Lyon', country: 'FR' } as const;

describe('addressKey: when the typed address is looked up', () => {
  it('only once the street, a postal code of the country and the city are there', () => {
    expect(addressKey(lyon)).not.toBeNull();
    expect(addressKey({ ...lyon, address: '  ' })).toBeNull();
    expect(addressKey({ ...lyon, city: '' })).toBeNull();
    expect(addressKey({ ...lyon, postalCode: '6900' })).toBeNull();
    expect(addressKey({ ...lyon, country: 'CH' })).toBeNull();
  });

  it('asks again for another address, not for the same one typed differently', () => {
    expect(addressKey({ ...lyon, address: ' 48  Cours Lafayette ', postalCode: '69 003', city: 'LYON' })).toBe(
      addressKey(lyon),
    );
    const liberte = {
      address: '25 avenue de la Liberté',
      postalCode: '1931',
      city: 'Luxembourg',
      country: 'LU',
    } as const;
    expect(addressKey(liberte)).toBe(addressKey({ ...liberte, postalCode: 'L-1931' }));
    expect(addressKey({ ...lyon, address: '50 cours Lafayette' })).not.toBe(addressKey(lyon));
  });
});
