import { UpdateProfileRequestSchema } from '@biclou/contracts/account';
import { describe, expect, it } from 'vitest';
import { profilePayload, type ProfileFormValues } from './profile-values';

const base: ProfileFormValues = {
  firstname: 'Ana',
  lastname: 'Martin',
  country: 'FR',
  isPro: false,
  siret: '123 456 789 00012',
  description: '  ',
  website: '',
  birthdate: '1990-04-02',
  address: '1 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  spokenLanguages: ['fr', 'en'],
};

describe('profile payload', () => {
  it('sends blanks as null and drops the SIRET of a private owner', () => {
    const payload = profilePayload(base);
    expect(payload).toMatchObject({ description: null, website: null, siret: null, country: 'FR' });
    expect(UpdateProfileRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps a professional SIRET without spaces', () => {
    expect(profilePayload({ ...base, isPro: true }).siret).toBe('12345678900012');
  });
});
