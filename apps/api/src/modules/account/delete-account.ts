import type { Tx } from '@biclou/db/client';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { revokeUserSessions } from '../../platform/auth/session-repository';
import { deleteFavouritesOfMember } from '../favourites';
import { deleteListingPhotoFiles, deleteOwnerListings } from '../listings';

import { updateUser, type UserRow } from '../users';
import { checkCurrentPassword } from './check-current-password';
import { deleteUserTokensAndCodes } from './repository';
import { hasUnfinishedBookings } from './unfinished-bookings';

const UNFINISHED_BOOKINGS_MESSAGE = 'Cannot delete : you have unfinished bookings.';

/** After the anonymisation commits: its listings' photo files (admin/users' anonymisation uses it too). */
export const deleteAccountPhotoFiles = deleteListingPhotoFiles;

/**
 * The anonymisation itself, in the caller's transaction (self-deletion here, an admin's "anonymise"
 * in admin/users): sessions end, tokens and codes go, every piece of personal data is blanked and
 * the password can never match again; the member's listings are deleted (out of every public
 * page), and the favourites go (theirs, and others' of their listings). The caller checks `hasUnfinishedBookings` first, and once committed hands the returned
 * photo keys to `deleteListingPhotoFiles`.
 */
export async function anonymiseUser(tx: Tx, userId: string, now: Date): Promise<{ photoKeys: string[] }> {
  await revokeUserSessions(tx, userId, now);
  const photoKeys = await deleteOwnerListings(tx, userId, now);
  // The bikes it kept, and its deleted listings' places in others' favourites.
  await deleteFavouritesOfMember(tx, userId);
  await deleteUserTokensAndCodes(tx, userId);
  await updateUser(tx, userId, {
    email: `deleted-${userId}@invalid`,
    // Not an argon2 string: no password can ever verify against it.
    passwordHash: '!deleted',
    firstname: 'Deleted',
    lastname: 'Deleted',
    phone: null,
    phoneVerifiedAt: null,
    emailVerifiedAt: null,
    siret: null,
    description: null,
    website: null,
    birthdate: null,
    address: null,
    postalCode: null,
    city: null,
    spokenLanguages: [],
    iban: null,
    bic: null,
    suspensionReason: null,
    deletedAt: now,
    updatedAt: now,
  });
  return { photoKeys };
}

/**
 * Deletes an account by anonymising it: the row stays (bookings and ledger entries point to it,
 * and accounting law keeps them), every piece of personal data goes, sessions end, and the
 * password can never match again; the listings leave every public page and their photos the
 * store. Refused while a booking is unfinished.
 */
export async function deleteAccount(ctx: RequestContext, user: UserRow, password: string) {
  const { deps } = ctx;
  await checkCurrentPassword(ctx, user, password, 'password', 'The password is incorrect.');
  const now = deps.clock.now();
  const { photoKeys } = await deps.db.transaction(async (tx) => {
    if (await hasUnfinishedBookings(tx, user.id)) throw AppError.conflict(UNFINISHED_BOOKINGS_MESSAGE);
    return anonymiseUser(tx, user.id, now);
  });
  deps.realtime.endUser(user.id);
  await deleteListingPhotoFiles(deps, photoKeys, ctx.log);
  return { message: 'Your account has been deleted.' };
}
