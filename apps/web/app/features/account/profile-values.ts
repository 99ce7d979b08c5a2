import type { Me, UpdateProfileRequest } from '@biclou/contracts/account';

export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  country: '' | 'FR' | 'CH' | 'BE' | 'LU';
  isPro: boolean;
  siret: string;
  description: string;
  website: string;
  birthdate: string;
  address: string;
  postalCode: string;
  city: string;
  spokenLanguages: string[];
}

export function profileFormFromUser(user: Me): ProfileFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    country: user.country ?? '',
    isPro: user.isPro,
    siret: user.siret ?? '',
    description: user.description ?? '',
    website: user.website ?? '',
    birthdate: user.birthdate?.slice(0, 10) ?? '',
    address: user.address ?? '',
    postalCode: user.postalCode ?? '',
    city: user.city ?? '',
    spokenLanguages: [...user.spokenLanguages],
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PUT /account/profile body: blanks become null; a SIRET is only sent for a professional. */
export function profilePayload(values: ProfileFormValues): UpdateProfileRequest {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    country: values.country || null,
    isPro: values.isPro,
    siret: values.isPro ? orNull(values.siret.replace(/\s+/g, '')) : null,
    description: orNull(values.description),
    website: orNull(values.website),
    birthdate: orNull(values.birthdate),
    address: orNull(values.address),
    postalCode: orNull(values.postalCode),
    city: orNull(values.city),
    spokenLanguages: values.spokenLanguages as UpdateProfileRequest['spokenLanguages'],
  };
}
