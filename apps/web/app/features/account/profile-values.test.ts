import { UpdateProfileRequestSchema } from '@biclou/contracts/account';
import { describe, expect, it } from 'vitest';
import { profilePayload, profileRuleProblems, type ProfileFormValues } from './profile-values';

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

describe('profile rules shared with the API', () => {
  it('checks the postal code against the country, as the API does', () => {
    expect(profileRuleProblems({ ...base, postalCode: '7500' }, '2026-01-01').postalCode).toEqual([
      'Enter a 5-digit postal code.',
    ]);
    expect(profileRuleProblems({ ...base, country: 'LU', postalCode: '1931' }, '2026-01-01')).toEqual({});
    expect(profileRuleProblems({ ...base, country: 'LU', postalCode: '75002' }, '2026-01-01').postalCode).toEqual([
      'Enter a postal code of 4 digits, such as L-1234.',
    ]);
    expect(profileRuleProblems({ ...base, country: '', postalCode: 'anything' }, '2026-01-01')).toEqual({});
  });

  it('asks French professionals for a valid SIRET', () => {
    expect(profileRuleProblems({ ...base, isPro: true, siret: '' }, '2026-01-01').siret).toEqual([
      'The SIRET number is required for professionals in France.',
    ]);
    expect(profileRuleProblems({ ...base, isPro: true, siret: '732 829 320 00075' }, '2026-01-01').siret).toEqual([
      'The SIRET number is not valid.',
    ]);
    expect(profileRuleProblems({ ...base, isPro: true, siret: '732 829 320 00074' }, '2026-01-01')).toEqual({});
    expect(
      profileRuleProblems({ ...base, isPro: true, siret: '', country: 'CH', postalCode: '1204' }, '2026-01-01'),
    ).toEqual({});
  });

  it('requires adults', () => {
    expect(profileRuleProblems({ ...base, birthdate: '2010-01-01' }, '2026-01-01').birthdate).toEqual([
      'You must be at least 18 years old.',
    ]);
  });
});
