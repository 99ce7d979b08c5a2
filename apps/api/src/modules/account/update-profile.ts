import type { z } from 'zod';
import type { UpdateProfileRequestSchema } from '@biclou/contracts/account';
import { birthdateProblem } from '@biclou/domain/birthdate';
import { parisDate } from '@biclou/domain/paris-calendar';
import { isPostalCountry, normalizePostalCode } from '@biclou/domain/postal-code';
import { isValidSiret, normalizeSiret, SIRET_MESSAGES } from '@biclou/domain/siret';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { toMe, updateUser, type UserRow } from '../users';

type ProfileInput = z.output<typeof UpdateProfileRequestSchema>;

/** '' and null clear a field, undefined leaves it as it is. */
const clearable = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v;

/**
 * Saves the profile (spec §3, without banking; the phone has its own confirmation flow).
 * Rules beyond the schema: a professional in France needs a valid SIRET, members are adults, and a
 * postal code is written as the account's country writes them.
 */
export async function updateProfile(ctx: RequestContext, user: UserRow, input: ProfileInput) {
  const { deps } = ctx;
  const now = deps.clock.now();
  const fields: Record<string, string[]> = {};

  const country = input.country === undefined ? user.country : input.country;
  const siret = clearable(input.siret);
  const normalizedSiret = siret ? normalizeSiret(siret) : siret;
  if (input.isPro && country === 'FR') {
    if (!normalizedSiret) fields.siret = [SIRET_MESSAGES.required];
    else if (!isValidSiret(normalizedSiret)) fields.siret = [SIRET_MESSAGES.invalid];
  }
  const birthdate = clearable(input.birthdate);
  if (birthdate) {
    const problem = birthdateProblem(birthdate, parisDate(now));
    if (problem) fields.birthdate = [problem];
  }
  // The postal code is checked against the account's country (the one sent, else the saved one).
  let postalCode = clearable(input.postalCode);
  if (postalCode && country && isPostalCountry(country)) {
    const check = normalizePostalCode(country, postalCode);
    if (check.ok) postalCode = check.postalCode;
    else fields.postalCode = [check.message];
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);

  const updated = await updateUser(deps.db, user.id, {
    firstname: input.firstname,
    lastname: input.lastname,
    country,
    isPro: input.isPro,
    // A SIRET only means something for a professional.
    siret: input.isPro ? normalizedSiret : null,
    description: clearable(input.description),
    website: clearable(input.website),
    birthdate,
    address: clearable(input.address),
    postalCode,
    city: clearable(input.city),
    spokenLanguages: [...new Set(input.spokenLanguages)],
    updatedAt: now,
  });
  return { user: toMe(updated) };
}
