import type { AdminUserDetail, AdminUserRow } from '@biclou/contracts/admin-users';
import type { AdminUserDbRow } from './user-admin-repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An IBAN as the team sees it: the last 4 characters only. */
const maskIban = (iban: string | null) => (iban ? `•••• ${iban.replace(/\s/g, '').slice(-4)}` : null);

export function toAdminUserRow(u: AdminUserDbRow, listingCount = 0): AdminUserRow {
  return {
    id: u.id,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    role: u.role,
    isPro: u.isPro,
    emailVerifiedAt: iso(u.emailVerifiedAt),
    country: u.country,
    createdAt: u.createdAt.toISOString(),
    suspendedAt: iso(u.bannedAt),
    deletedAt: iso(u.deletedAt),
    listingCount,
  };
}

export function toAdminUserDetail(u: AdminUserDbRow, listingCount = 0): AdminUserDetail {
  return {
    ...toAdminUserRow(u, listingCount),
    phone: u.phone,
    phoneVerifiedAt: iso(u.phoneVerifiedAt),
    siret: u.siret,
    description: u.description,
    website: u.website,
    birthdate: u.birthdate,
    address: u.address,
    postalCode: u.postalCode,
    city: u.city,
    spokenLanguages: u.spokenLanguages,
    termsAcceptedAt: iso(u.termsAcceptedAt),
    iban: maskIban(u.iban),
    bic: u.bic,
    locale: u.locale,
    theme: u.theme,
    ownerCancellationCount: u.ownerCancellationCount,
    suspensionReason: u.suspensionReason,
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an account before and after an action (never secrets). */
export const auditState = (u: AdminUserDbRow) => ({
  role: u.role,
  suspendedAt: iso(u.bannedAt),
  suspensionReason: u.suspensionReason,
  emailVerifiedAt: iso(u.emailVerifiedAt),
  deletedAt: iso(u.deletedAt),
  email: u.email,
});
