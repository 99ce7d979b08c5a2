import type { Me } from '@biclou/contracts/account';
import { missingProfileFields } from '@biclou/domain/profile';
import type { UserRow } from './user-repository';

/** The signed-in user's own view of their account. Never used for anyone else. */
export function toMe(u: UserRow): Me {
  const missing = missingProfileFields({
    lastname: u.lastname,
    firstname: u.firstname,
    address: u.address,
    phone: u.phoneVerifiedAt ? u.phone : null,
    termsAcceptedAt: u.termsAcceptedAt,
    birthdate: u.birthdate,
  });
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    role: u.role,
    firstname: u.firstname,
    lastname: u.lastname,
    country: u.country as Me['country'],
    phone: u.phone,
    phoneVerified: u.phoneVerifiedAt !== null,
    isPro: u.isPro,
    siret: u.siret,
    description: u.description,
    website: u.website,
    birthdate: u.birthdate,
    address: u.address,
    postalCode: u.postalCode,
    city: u.city,
    spokenLanguages: u.spokenLanguages,
    termsAcceptedAt: u.termsAcceptedAt?.toISOString() ?? null,
    locale: u.locale,
    theme: u.theme,
    messageEmails: u.messageEmails,
    createdAt: u.createdAt.toISOString(),
    profileCompleted: missing.length === 0,
    missingProfileFields: missing,
  };
}
