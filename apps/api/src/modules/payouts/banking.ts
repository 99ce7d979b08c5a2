import type { BankingResponse, UpdateBankingRequest } from '@biclou/contracts/payouts';
import type { DbOrTx } from '@biclou/db/client';
import { maskIban, normaliseBic, normaliseIban } from '@biclou/domain/iban';
import { missingProfileFields } from '@biclou/domain/profile';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { pageUrl } from '../../platform/mail/links';
import { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from '../account';
import type { UserRow } from '../users';
import {
  findBanking,
  findProfile,
  insertBanking,
  lockBanking,
  updateBankingIfUnchanged,
  updateBankingOf,
  type BankingRow,
} from './banking-repository';
import { callPayoutProvider } from './provider-call';

export const BANKING_ACTION_MESSAGES = {
  noBanking: 'Add your bank details first.',
  profileIncomplete: 'Complete your profile before verifying your bank account.',
} as const;

async function profileOf(tx: DbOrTx, userId: string) {
  const u = await findProfile(tx, userId);
  if (!u) throw AppError.notFound();
  return u;
}

function toBanking(row: BankingRow) {
  return {
    holderName: row.holderName,
    ibanMasked: maskIban(row.iban),
    ibanLast4: row.iban.slice(-4),
    ibanCountry: row.iban.slice(0, 2),
    bic: row.bic,
    provider: row.provider,
    kycStatus: row.kycStatus,
    kycCheckedAt: row.kycCheckedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function respond(
  ctx: RequestContext,
  userId: string,
  onboardingUrl: string | null = null,
): Promise<BankingResponse> {
  const { db } = ctx.deps;
  const [row, user] = [await findBanking(db, userId), await profileOf(db, userId)];
  return {
    banking: row ? toBanking(row) : null,
    missingProfileFields: missingProfileFields(user),
    provider: ctx.deps.payouts.name,
    onboardingUrl,
  };
}

/** GET /me/banking: the caller's own details, IBAN masked. */
export function getBanking(ctx: RequestContext, userId: string) {
  return respond(ctx, userId);
}

/**
 * PUT /me/banking: saves the details (IBAN in electronic format) once the password is confirmed. A new IBAN is a new bank account:
 * its verification starts again (`unverified`, the provider account is opened anew on verify).
 */
export async function updateBanking(
  ctx: RequestContext,
  user: UserRow,
  input: UpdateBankingRequest,
): Promise<BankingResponse> {
  const { db, clock } = ctx.deps;
  const userId = user.id;
  await checkCurrentPassword(ctx, user, input.currentPassword, 'currentPassword', CURRENT_PASSWORD_WRONG);
  const now = clock.now();
  const values = { holderName: input.holderName.trim(), iban: normaliseIban(input.iban), bic: normaliseBic(input.bic) };
  await db.transaction(async (tx) => {
    const before = await lockBanking(tx, userId);
    if (!before) {
      await insertBanking(tx, {
        userId,
        ...values,
        provider: ctx.deps.payouts.name,
        kycStatus: 'unverified',
        createdAt: now,
        updatedAt: now,
      });
      return;
    }
    const sameAccount =
      before.iban === values.iban && before.holderName === values.holderName && before.bic === values.bic;
    await updateBankingOf(tx, userId, {
      ...values,
      updatedAt: now,
      ...(sameAccount
        ? {}
        : {
            kycStatus: 'unverified' as const,
            kycCheckedAt: null,
            providerAccountRef: before.iban === values.iban ? before.providerAccountRef : null,
          }),
    });
  });
  return respond(ctx, userId);
}

/**
 * POST /me/banking/verify: opens (or updates) the account with the payout provider. The sandbox
 * answers at once; Stripe answers `pending` with an onboarding link the page redirects to.
 * Needs a complete profile first (spec §4 onboarding: profile, then banking, then payouts).
 */
export async function startVerification(ctx: RequestContext, userId: string): Promise<BankingResponse> {
  const { db, clock, payouts, config } = ctx.deps;
  const user = await profileOf(db, userId);
  if (missingProfileFields(user).length) throw AppError.conflict(BANKING_ACTION_MESSAGES.profileIncomplete);
  const row = await findBanking(db, userId);
  if (!row) throw AppError.conflict(BANKING_ACTION_MESSAGES.noBanking);
  const opened = await callPayoutProvider(ctx, () =>
    payouts.openAccount({
      userId,
      email: user.email,
      country: user.country ?? row.iban.slice(0, 2),
      holderName: row.holderName,
      iban: row.iban,
      bic: row.bic,
      accountRef: row.providerAccountRef,
      returnUrl: pageUrl(config, user.locale, 'account#banking'),
    }),
  );
  const now = clock.now();
  // Only if the details did not change meanwhile: a verification belongs to one bank account.
  await updateBankingIfUnchanged(db, row, {
    provider: payouts.name,
    providerAccountRef: opened.accountRef,
    kycStatus: opened.kycStatus,
    kycCheckedAt: now,
    updatedAt: now,
  });
  return respond(ctx, userId, opened.onboardingUrl);
}

/** POST /me/banking/refresh: asks the provider where the verification stands (after Stripe's onboarding pages). */
export async function refreshVerification(ctx: RequestContext, userId: string): Promise<BankingResponse> {
  const { db, clock, payouts } = ctx.deps;
  const row = await findBanking(db, userId);
  if (!row) throw AppError.conflict(BANKING_ACTION_MESSAGES.noBanking);
  if (row.providerAccountRef) {
    const accountRef = row.providerAccountRef;
    const kycStatus = await callPayoutProvider(ctx, () => payouts.accountStatus(accountRef));
    const now = clock.now();
    await updateBankingOf(db, userId, { kycStatus, kycCheckedAt: now, updatedAt: now });
  }
  return respond(ctx, userId);
}
