import type { AdminAction } from '@biclou/contracts/admin';
import type { AdminUserResponse } from '@biclou/contracts/admin-users';
import type { Tx } from '@biclou/db/client';
import type { UserRow } from '../../../platform/auth/session-repository';
import { revokeUserSessions } from '../../../platform/auth/session-repository';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { deliverMail } from '../../../platform/mail/mailer';
import { anonymiseUser, deleteAccountPhotoFiles, hasUnfinishedBookings } from '../../account';
import { recordAdminAction } from '../shared';
import { prepareResetMail, prepareVerificationMail } from '../../auth';
import { findUserForAdmin, otherAdmins, setUserFields, type AdminUserDbRow } from './user-admin-repository';
import { auditState, toAdminUserDetail } from './user-admin-view';

const LAST_ADMIN = 'The last admin cannot lose the admin role.';
const NOT_YOURSELF = 'You cannot do this to your own account.';
const ANONYMISED = 'This account has been anonymised.';
const CONFIRM_EMAIL_MISMATCH = 'Type the account’s email address exactly to confirm.';
const UNFINISHED_BOOKINGS = 'This account has unfinished bookings: it cannot be anonymised yet.';

interface ActionInput {
  ctx: RequestContext;
  admin: UserRow;
  userId: string;
}

/**
 * Runs one admin action on an account in one transaction: locks the row (404 when missing), lets
 * `change` apply it, and writes the audit row with the state before and after.
 */
async function act(
  { ctx, admin, userId }: ActionInput,
  action: AdminAction,
  change: (tx: Tx, user: AdminUserDbRow, now: Date) => Promise<AdminUserDbRow>,
  reason: string | null = null,
): Promise<AdminUserDbRow> {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const before = await findUserForAdmin(tx, userId, true);
    if (!before) throw AppError.notFound('User not found');
    const after = await change(tx, before, now);
    await recordAdminAction(tx, {
      adminId: admin.id,
      action,
      objectType: 'user',
      objectId: userId,
      before: auditState(before),
      after: auditState(after),
      reason,
      at: now,
    });
    return after;
  });
}

const answer = (user: AdminUserDbRow, message: string): AdminUserResponse => ({
  user: toAdminUserDetail(user),
  message,
});

function assertLive(user: AdminUserDbRow) {
  if (user.deletedAt) throw AppError.conflict(ANONYMISED);
}

/**
 * Suspend: login is refused with the reason, every session ends (the next request is
 * 401), and the owner's live listings leave search, place pages and the sitemap (they read
 * `banned_at`). Suspending yourself is refused.
 */
export async function suspendUser(input: ActionInput, reason: string) {
  if (input.userId === input.admin.id) throw AppError.field('reason', NOT_YOURSELF);
  const user = await act(
    input,
    'user.suspend',
    async (tx, u, now) => {
      assertLive(u);
      await revokeUserSessions(tx, u.id, now);
      return setUserFields(tx, u.id, { bannedAt: u.bannedAt ?? now, suspensionReason: reason, updatedAt: now });
    },
    reason,
  );
  input.ctx.deps.realtime.endUser(user.id);
  return answer(user, 'The account has been suspended.');
}

export async function unsuspendUser(input: ActionInput) {
  const user = await act(input, 'user.unsuspend', async (tx, u, now) => {
    assertLive(u);
    return setUserFields(tx, u.id, { bannedAt: null, suspensionReason: null, updatedAt: now });
  });
  return answer(user, 'The account has been reinstated.');
}

/** Grant or revoke the admin role (an admin may step down); never the last admin (422 on `role`). */
export async function setUserRole(input: ActionInput, role: 'user' | 'admin') {
  const user = await act(input, role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin', async (tx, u, now) => {
    assertLive(u);
    if (role === 'user' && u.role === 'admin' && (await otherAdmins(tx, u.id)) === 0)
      throw AppError.field('role', LAST_ADMIN);
    if (role === 'admin' && u.bannedAt)
      throw AppError.field('role', 'Reinstate the account before making it an admin.');
    return setUserFields(tx, u.id, { role, updatedAt: now });
  });
  // The role is read at the handshake: the user's sockets reconnect with the new one.
  input.ctx.deps.realtime.endUser(user.id);
  return answer(user, role === 'admin' ? 'The account is now an admin.' : 'The account is no longer an admin.');
}

/** A fresh verification link (409 when the address is already confirmed). */
export async function resendUserVerification(input: ActionInput) {
  let mail: Awaited<ReturnType<typeof prepareVerificationMail>> | undefined;
  const user = await act(input, 'user.resend_verification', async (tx, u) => {
    assertLive(u);
    if (u.emailVerifiedAt) throw AppError.conflict('This email address is already confirmed.');
    mail = await prepareVerificationMail(tx, input.ctx.deps, u);
    return u;
  });
  if (mail) await deliverMail(input.ctx.deps.mailer, mail, input.ctx.log);
  return answer(user, 'A new confirmation link has been sent.');
}

/** A password reset link, as "forgot password" sends it (not for a suspended account: it could not log in). */
export async function sendUserPasswordReset(input: ActionInput) {
  let mail: Awaited<ReturnType<typeof prepareResetMail>> | undefined;
  const user = await act(input, 'user.password_reset', async (tx, u) => {
    assertLive(u);
    if (u.bannedAt) throw AppError.conflict('Reinstate the account before sending a password reset.');
    mail = await prepareResetMail(tx, input.ctx.deps, u);
    return u;
  });
  if (mail) await deliverMail(input.ctx.deps.mailer, mail, input.ctx.log);
  return answer(user, 'A password reset link has been sent.');
}

/**
 * Anonymise (GDPR), by the same rules and the same operation as self-deletion: refused while a
 * booking is unfinished (409); the row stays for bookings and the ledger. The admin types the
 * email to confirm (422 otherwise); never yourself, never the last admin.
 */
export async function anonymiseAccount(input: ActionInput, confirmEmail: string) {
  if (input.userId === input.admin.id) throw AppError.field('confirmEmail', NOT_YOURSELF);
  let photoKeys: string[] = [];
  const user = await act(input, 'user.anonymise', async (tx, u, now) => {
    assertLive(u);
    if (confirmEmail.toLowerCase() !== u.email.toLowerCase())
      throw AppError.field('confirmEmail', CONFIRM_EMAIL_MISMATCH);
    if (u.role === 'admin' && (await otherAdmins(tx, u.id)) === 0) throw AppError.field('confirmEmail', LAST_ADMIN);
    if (await hasUnfinishedBookings(tx, u.id)) throw AppError.conflict(UNFINISHED_BOOKINGS);
    ({ photoKeys } = await anonymiseUser(tx, u.id, now));
    return (await findUserForAdmin(tx, u.id))!;
  });
  input.ctx.deps.realtime.endUser(user.id);
  await deleteAccountPhotoFiles(input.ctx.deps, photoKeys, input.ctx.log);
  return answer(user, 'The account has been anonymised.');
}
