import type { Me, UpdateProfileRequest } from '@biclou/contracts/account';
import { birthdateProblem } from '@biclou/domain/birthdate';
import { normalizePostalCode } from '@biclou/domain/postal-code';
import { isValidSiret, normalizeSiret, SIRET_MESSAGES } from '@biclou/domain/siret';

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
    siret: values.isPro ? orNull(normalizeSiret(values.siret)) : null,
    description: orNull(values.description),
    website: orNull(values.website),
    birthdate: orNull(values.birthdate),
    address: orNull(values.address),
    postalCode: orNull(values.postalCode),
    city: orNull(values.city),
    spokenLanguages: values.spokenLanguages as UpdateProfileRequest['spokenLanguages'],
  };
}

/**
 * The profile rules the API applies beyond the schema (domain package): a professional in
 * France needs a valid SIRET, members are adults, and a postal code has its country's shape. Checked here too for instant feedback.
 */
export function profileRuleProblems(values: ProfileFormValues, today: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (values.isPro && values.country === 'FR') {
    const siret = normalizeSiret(values.siret);
    if (!siret) fields.siret = [SIRET_MESSAGES.required];
    else if (!isValidSiret(siret)) fields.siret = [SIRET_MESSAGES.invalid];
  }
  if (values.birthdate) {
    const problem = birthdateProblem(values.birthdate, today);
    if (problem) fields.birthdate = [problem];
  }
  if (values.country && values.postalCode.trim()) {
    const check = normalizePostalCode(values.country, values.postalCode);
    if (!check.ok) fields.postalCode = [check.message];
  }
  return fields;
}
