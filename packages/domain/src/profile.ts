/** Fields spec §4 requires for "profile completed" (spec's `name` is our `lastname`). */
export const PROFILE_REQUIRED_FIELDS = [
  'lastname',
  'firstname',
  'address',
  'phone',
  'termsAcceptedAt',
  'birthdate',
] as const;
type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

type ProfileLike = { [K in ProfileRequiredField]?: string | Date | null };

/** Lists the missing required fields; `[]` means the profile is complete. */
export function missingProfileFields(user: ProfileLike): ProfileRequiredField[] {
  return PROFILE_REQUIRED_FIELDS.filter((f) => {
    const v = user[f];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}
